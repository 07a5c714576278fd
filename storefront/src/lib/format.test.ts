import { formatDate, formatMoney, formatNumber } from './format';

describe('formatting (Western digits in both languages)', () => {
  it('money: "1,250.50 ر.س" and "SAR 1,250.50"', () => {
    expect(formatMoney(1250.5, 'ar')).toBe('1,250.50 ر.س');
    expect(formatMoney(1250.5, 'en')).toBe('SAR 1,250.50');
    expect(formatMoney(100, 'ar', 0)).toBe('100 ر.س');
  });

  it('numbers never use Arabic-Indic digits', () => {
    expect(formatNumber(1234567, 'ar')).toBe('1,234,567');
  });

  it('dates in the Gregorian calendar in both languages', () => {
    const iso = '2026-03-05T10:00:00.000Z';
    expect(formatDate(iso, 'en')).toBe('5 March 2026');
    expect(formatDate(iso, 'ar')).toMatch(/^5 مارس 2026$/);
    expect(formatDate(iso, 'ar', true)).toMatch(/2026/);
    expect(formatDate(null, 'ar')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
