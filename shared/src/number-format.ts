/**
 * A number as Ward shows it in both languages: Western digits (DESIGN.md §6), "," between
 * thousands, "." before `decimals` fixed places, rounded half away from zero on the number's
 * shortest decimal form — character for character what `Intl.NumberFormat('ar-SA-u-nu-latn' |
 * 'en-SA', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })` writes (a
 * negative Arabic number starts with a left-to-right mark), without it: the first Intl number
 * format a page makes loads ICU's locale data, 30–120 ms of a phone's main thread in one piece,
 * which would land in the first render or the hydration of every storefront page.
 */
export function formatGrouped(value: number, lang: 'ar' | 'en', decimals = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const negative = value < 0 || Object.is(value, -0);
  // the shortest digits that read back as this number, and where the point goes among them
  const [, whole, fraction = '', exponent = '0'] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(value)))!;
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + decimals + 1, '0');
  // keep point + decimals digits; the next one decides (half and above: away from zero)
  const kept = digits
    .slice(0, point + decimals)
    .split('')
    .map(Number);
  if (Number(digits[point + decimals]) >= 5) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === 9) kept[i--] = 0;
    if (i >= 0) kept[i]++;
    else {
      kept.unshift(1);
      point++;
    }
  }
  const intDigits =
    kept
      .slice(0, point)
      .join('')
      .replace(/^0+(?=\d)/, '') || '0';
  const grouped = intDigits.replace(/\B(?=(\d{3})+$)/g, ',');
  const out = decimals > 0 ? `${grouped}.${kept.slice(point).join('')}` : grouped;
  return negative ? `${lang === 'ar' ? '\u200e' : ''}-${out}` : out;
}
