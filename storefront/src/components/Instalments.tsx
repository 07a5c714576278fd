import { PAY_LATER_METHODS } from '@ward/shared/constants';
import { instalments } from '@ward/shared/payments';
import { toHalalas, toSar } from '@ward/shared/money';
import { useT } from '../i18n';
import { useSettings } from '../state/settings';
import { PaymentLogo } from './PaymentLogos';
import { Money } from './Price';

/** "Or 4 interest-free payments of X with Tabby / Tamara", where the shop offers pay later. */
export function Instalments({ amount }: { amount: number }) {
  const t = useT();
  const settings = useSettings();
  const offered = PAY_LATER_METHODS.filter((m) => settings?.paymentMethods?.includes(m));
  const first = instalments(toHalalas(amount))[0];
  if (!offered.length || !first) return null;
  return (
    <p class="instalments">
      <span>
        {t('product.instalments')} <Money amount={toSar(first)} />
      </span>
      <span class="instalments-logos" dir="ltr">
        {offered.map((m) => (
          <PaymentLogo key={m} kind={m} />
        ))}
      </span>
    </p>
  );
}
