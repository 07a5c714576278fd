import { REFUND_TEXT } from '../orders/refundTexts';
import { PAYMENTS_TEXT } from '../payments/texts';

function flatten(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v && typeof v === 'object') flatten(v, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = String(v);
  }
  return out;
}

describe.each([
  ['the Payments screen', PAYMENTS_TEXT],
  ['the refund dialog', REFUND_TEXT],
])('%s’s own texts', (_screen, texts) => {
  const ar = flatten(texts.ar);
  const en = flatten(texts.en);

  it('has the same keys and placeholders in Arabic and English', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (s: string) => (s.match(/%\{\w+\}/g) ?? []).sort();
    expect(Object.keys(en).filter((k) => placeholders(en[k]).join() !== placeholders(ar[k]).join())).toEqual([]);
  });

  it('writes every Arabic text in Arabic', () => {
    expect(Object.entries(ar).filter(([, text]) => !/[\u0600-\u06FF]/.test(text))).toEqual([]);
  });
});
