import { contactSchema } from './content.js';
import { addressSchema, profileSchema } from './customers.js';
import { registerSchema } from './auth.js';
import { placeOrderSchema } from './checkout.js';
import { reviewSchema } from './reviews.js';
import { hasLookAlikeWord, isPlainText } from './rules.js';

/**
 * Issue 11 §11: one rule for every piece of text people write. Reviews took U+202E, control
 * characters, 2,000 combining marks and fullwidth ＜＞ that names and addresses refused.
 */
describe('the one plain-text rule', () => {
  const hostile = {
    'right-to-left override': 'Great oud \u202Etxet desrever',
    'isolate controls': 'Nice \u2066musk\u2069 scent',
    'control character': 'Lovely\u0007 scent',
    'escape character': 'Lovely \u001b[31m scent',
    '2,000 combining marks': `Zalgo${'\u0301'.repeat(2000)} text`,
    'four marks on one letter': 'oud\u0301\u0302\u0303\u0304 oil',
    'fullwidth angle brackets': 'Nice ＜script＞alert(1)＜/script＞',
    markup: 'Nice <b>oud</b>',
    'line separator': 'one\u2028two lines',
  };
  const fine = {
    arabic: 'عطر رائع جداً، ثابت طوال اليوم',
    'arabic with shadda and a vowel': 'عُوّد مُعَطَّر فاخر',
    emoji: 'رائع 😍👌🏽 وسأشتريه مجدداً',
    'emoji with joiner': 'A gift for the family 👨‍👩‍👧',
    'non-joiner': 'می‌خواهم عطر',
    punctuation: 'Price: 150 SAR (with VAT) — 5/5! "Best" oud; 100% +1 ×2',
    'line breaks': 'First line\nSecond line',
  };

  it.each(Object.entries(hostile))('refuses %s everywhere people write', (_label, value) => {
    expect(isPlainText(value)).toBe(false);
    expect(reviewSchema.safeParse({ rating: 5, comment: value }).success).toBe(false);
    expect(contactSchema.safeParse({ name: 'Sara', email: 'sara@example.com', message: `${value} and more words` }).success).toBe(false);
    expect(addressSchema.safeParse({ title: 'Home', street: `Street ${value}`, city: 'Riyadh', country: 'SA' }).success).toBe(false);
    expect(profileSchema.safeParse({ name: `Sara ${value}`, email: 'sara@example.com' }).success).toBe(false);
    const order = placeOrderSchema.safeParse({
      items: [{ productId: 1, quantity: 1 }],
      paymentMethod: 'cod',
      notes: value,
      address: { title: 'Home', street: 'King Fahd Road 12', city: 'Riyadh', country: 'SA', recipientName: 'Sara', phone: '0512345678' },
    });
    expect(order.success ? [] : [...new Set(order.error.issues.map((i) => i.path.join('.')))]).toEqual(['notes']);
  });

  it.each(Object.entries(fine))('takes %s', (_label, value) => {
    expect(isPlainText(value)).toBe(true);
    expect(reviewSchema.safeParse({ rating: 5, comment: value }).success).toBe(true);
  });

  it('names: a word mixing Latin with Greek or Cyrillic look-alikes is refused ("Αdmin Ward" with a Greek alpha)', () => {
    expect(hasLookAlikeWord('\u0391dmin Ward')).toBe(true);
    expect(hasLookAlikeWord('W\u0430rd Admin')).toBe(true); // Cyrillic a
    expect(hasLookAlikeWord('Admin Ward')).toBe(false);
    expect(hasLookAlikeWord('سارة Sara Σάρα')).toBe(false); // whole words in other scripts are fine
    const register = registerSchema.safeParse({
      name: '\u0391dmin Ward',
      email: 'a@example.com',
      password: 'long-password',
      confirmPassword: 'long-password',
    });
    expect(register.success ? [] : register.error.issues.map((i) => i.message)).toEqual(['validation.lookAlike']);
  });
});
