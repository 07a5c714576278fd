import { PAYMENTS_TEXT } from './texts';

function flatten(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v && typeof v === 'object') flatten(v, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = String(v);
  }
  return out;
}

describe('the Payments screen’s texts', () => {
  const ar = flatten(PAYMENTS_TEXT.ar);
  const en = flatten(PAYMENTS_TEXT.en);

  it('has the same keys and placeholders in Arabic and English', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (s: string) => (s.match(/%\{\w+\}/g) ?? []).sort();
    expect(Object.keys(en).filter((k) => placeholders(en[k]).join() !== placeholders(ar[k]).join())).toEqual([]);
  });

  it('writes every Arabic text in Arabic', () => {
    expect(Object.entries(ar).filter(([, text]) => !/[\u0600-\u06FF]/.test(text))).toEqual([]);
  });
});
