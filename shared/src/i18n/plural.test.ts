import { fillTemplate, plural, COUNTED_NOUNS } from './plural.js';
import { messages, translate } from './messages.js';

describe('Arabic number agreement', () => {
  it('counts letters as an Arabic reader expects: حرف واحد، حرفين، 3 أحرف، 11 حرفاً، 100 حرف', () => {
    const letters = COUNTED_NOUNS.letters.ar;
    expect([1, 2, 3, 10, 11, 99, 100, 500].map((n) => plural(n, letters, 'ar'))).toEqual([
      'حرف واحد',
      'حرفين',
      '3 أحرف',
      '10 أحرف',
      '11 حرفاً',
      '99 حرفاً',
      '100 حرف',
      '500 حرف',
    ]);
    expect(plural(1, COUNTED_NOUNS.letters.en, 'en')).toBe('1 character');
    expect(fillTemplate('at least %{min|letters}', 'en', { min: 5 })).toBe('at least 5 characters');
  });

  it('the validation messages agree with their numbers', () => {
    expect(translate('validation.minLength', 'ar', { min: 2 })).toBe('يجب ألا يقل عن حرفين');
    expect(translate('validation.minLength', 'ar', { min: 3 })).toBe('يجب ألا يقل عن 3 أحرف');
    expect(translate('validation.maxLength', 'ar', { max: 11 })).toBe('يجب ألا يزيد عن 11 حرفاً');
    expect(translate('validation.maxLength', 'ar', { max: 500 })).toBe('يجب ألا يزيد عن 500 حرف');
    expect(translate('validation.maxLength', 'en', { max: 60 })).toBe('Must be at most 60 characters');
  });

  it('no Arabic message puts a bare number before a counted noun (every count goes through a plural form)', () => {
    // «%{n} أحرف» is right only for 3–10: such a message must use %{n|noun}
    const bare = Object.entries(messages).filter(([, m]) => /%\{\w+\}\s*(?:أحرف|حرف|حرفاً|حرفًا|أرقام|رقماً|قطع|قطعة|مرات|مرة)/.test(m.ar));
    expect(bare.map(([k]) => k)).toEqual([]);
  });
});
