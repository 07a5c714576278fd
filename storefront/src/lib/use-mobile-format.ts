import { useEffect, useState } from 'preact/hooks';

type Format = (e164: string) => string;
let format: Format | null = null;

/**
 * A stored mobile number as people read it (`+966 51 234 5678`). The formatter carries the
 * numbering plans (libphonenumber-js, ~37 KB), so it loads only once a number is to be shown;
 * until then the number shows as stored (E.164).
 */
export function useMobileFormat(e164: string | null): string | null {
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!e164 || format) return;
    let alive = true;
    void import('@ward/shared/phone/mobile').then((m) => {
      format = m.formatMobile;
      if (alive) loaded((n) => n + 1);
    });
    return () => {
      alive = false;
    };
  }, [e164]);
  if (!e164) return null;
  return format ? format(e164) : e164;
}
