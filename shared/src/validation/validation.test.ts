import { fieldErrors } from './errors.js';
import { registerSchema } from './auth.js';
import { productSchema } from './catalog.js';
import { money, phone } from './rules.js';
import { couponSchema } from './checkout.js';
import { messages } from '../i18n/messages.js';

describe('shared validation rules (SPEC.md §5)', () => {
  it('gives every catalogue message in Arabic and English', () => {
    for (const [key, entry] of Object.entries(messages)) {
      expect([key, entry.ar.length > 0, entry.en.length > 0]).toEqual([key, true, true]);
      expect([key, /[\u0600-\u06FF]/.test(entry.ar)]).toEqual([key, true]);
    }
  });

  it('translates field errors into the caller language', () => {
    const r = registerSchema.safeParse({ name: 'A', email: 'bad', password: 'short' });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(fieldErrors(r.error, 'en')).toEqual({
      name: ['Must be at least 2 characters'],
      email: ['Enter a valid email address'],
      password: ['The password must be at least 8 characters'],
    });
    expect(fieldErrors(r.error, 'ar').password).toEqual(['يجب ألا تقل كلمة المرور عن 8 أحرف']);
  });

  it('normalises Saudi mobiles to +9665XXXXXXXX and keeps other numbers', () => {
    expect(phone().parse('0512345678')).toBe('+966512345678');
    expect(phone().parse('00966 51 234 5678')).toBe('+966512345678');
    expect(phone().parse('+97150 123 4567')).toBe('+971501234567');
    expect(phone().safeParse('1234').success).toBe(false);
  });

  it('refuses markup in text fields', () => {
    const base = {
      name: { ar: 'عطر جميل', en: '<script>alert(1)</script>' },
      description: { ar: 'وصف طويل بما يكفي', en: 'long enough description' },
      price: 10,
      categoryId: 1,
      images: [{ url: '/media/a-1200.webp' }],
      stock: 1,
    };
    const r = productSchema.safeParse(base);
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error, 'en')['name.en']).toEqual(['Only letters, numbers and punctuation are allowed']);
  });

  it('allows a discount value only with the discount on, and only 1–99', () => {
    const base = {
      name: { ar: 'عطر جميل', en: 'Nice perfume' },
      description: { ar: 'وصف طويل بما يكفي', en: 'long enough description' },
      price: 10,
      categoryId: 1,
      images: [{ url: '/media/a-1200.webp' }],
      stock: 1,
    };
    expect(productSchema.safeParse({ ...base, isDiscounted: true, discountValue: 20 }).success).toBe(true);
    expect(productSchema.safeParse({ ...base, isDiscounted: true, discountValue: 100 }).success).toBe(false);
    expect(productSchema.safeParse({ ...base, isDiscounted: true }).success).toBe(false);
    expect(productSchema.safeParse({ ...base, isDiscounted: false, discountValue: 20 }).success).toBe(false);
  });

  it('refuses an amount that would round to zero halalas (the database keeps two decimals)', () => {
    expect(money().safeParse(0.001).success).toBe(false);
    expect(money().parse(0.01)).toBe(0.01);
    const coupon = { code: 'EID25', isPercentage: true, expiryDate: '2099-12-31' };
    expect(couponSchema.safeParse({ ...coupon, discountValue: 0.001 }).success).toBe(false);
    expect(couponSchema.safeParse({ ...coupon, discountValue: 10 }).success).toBe(true);
  });
});
