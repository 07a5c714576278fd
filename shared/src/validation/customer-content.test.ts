import { fieldErrors } from './errors.js';
import { addressSchema, customerCreateSchema, customerUpdateSchema, profileSchema } from './customers.js';
import { bannerCreateSchema, bannerUpdateSchema, branchSchema, contactSchema, pageSchema, testimonialSchema } from './content.js';
import { notificationPageSchema, notificationSendSchema } from './notifications.js';
import { reviewSchema } from './reviews.js';
import type { z } from 'zod';

/** The SPEC.md §5 rules of the customer area and the shop content, as both forms and the server apply them. */
const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error, 'en');
};

const L = (ar: string, en: string) => ({ ar, en });

describe('customer area schemas', () => {
  const address = { title: 'المنزل', street: 'شارع التحلية', city: 'الرياض', country: 'SA' };

  it('address: text ≥ 3, street ≥ 5, a Gulf country, Saudi postal code of 5 digits, both coordinates or none', () => {
    expect(errorsOf(addressSchema, address)).toEqual({});
    expect(errorsOf(addressSchema, { ...address, title: 'بي', street: 'شارع', country: 'US' })).toEqual({
      title: ['Must be at least 3 characters'],
      street: ['Must be at least 5 characters'],
      country: ['This value is not allowed'],
    });
    expect(errorsOf(addressSchema, { ...address, postalCode: '1234' })).toEqual({
      postalCode: ['Enter a valid postal code (5 digits in Saudi Arabia)'],
    });
    expect(errorsOf(addressSchema, { ...address, country: 'AE', postalCode: 'AB12' })).toEqual({});
    expect(errorsOf(addressSchema, { ...address, latitude: 24.7 })).toEqual({ longitude: ['This field is required'] });
    expect(addressSchema.parse({ ...address, postalCode: '', district: ' ' })).toMatchObject({ postalCode: null, district: null });
  });

  it('profile: name ≥ 2, valid email, phone ≥ 8 (Saudi mobiles normalised), address ≥ 5', () => {
    expect(profileSchema.parse({ name: 'Sara', email: ' Sara@Example.COM ', phone: '05 1234 5678' })).toMatchObject({
      email: 'sara@example.com',
      phone: '+966512345678',
    });
    expect(errorsOf(profileSchema, { name: 'S', email: 'x@', phone: '1234567', address: 'abcd' })).toEqual({
      name: ['Must be at least 2 characters'],
      email: ['Enter a valid email address'],
      phone: ['Enter a valid phone number'],
      address: ['Must be at least 5 characters'],
    });
  });

  it('admin customer: password ≥ 6 on create, optional on update; role kept unless given', () => {
    expect(errorsOf(customerCreateSchema, { name: 'Khalid', email: 'k@example.com', password: '12345' })).toEqual({
      password: ['The password must be at least 6 characters'],
    });
    expect(customerCreateSchema.parse({ name: 'Khalid', email: 'k@example.com', password: '123456' }).role).toBe('Customer');
    const update = customerUpdateSchema.parse({ name: 'Khalid', email: 'k@example.com', password: '' });
    expect(update.password).toBeUndefined();
    expect(update.role).toBeUndefined();
  });

  it('review: rating and comment required (the catalogue messages), rating 1 to 5 whole stars', () => {
    expect(errorsOf(reviewSchema, {})).toEqual({ rating: ['Rating is required'], comment: ['Comment is required'] });
    expect(errorsOf(reviewSchema, { rating: 0, comment: ' ' })).toEqual({
      rating: ['Rating is required'],
      comment: ['Comment is required'],
    });
    expect(errorsOf(reviewSchema, { rating: 3.5, comment: 'ok!' })).toEqual({ rating: ['The rating is from 1 to 5 stars'] });
    expect(errorsOf(reviewSchema, { rating: 5, comment: '<b>wow</b>' })).toEqual({
      comment: ['Only letters, numbers and punctuation are allowed'],
    });
  });

  it('notifications: SPEC §7 page defaults (1, 10); one needs exactly one user, selected at least one', () => {
    expect(notificationPageSchema.parse({})).toEqual({ pageNumber: 1, pageSize: 10 });
    const base = { title: L('مرحبا', 'Hello'), description: L('تفاصيل', 'Details') };
    expect(errorsOf(notificationSendSchema, { ...base, target: 'one', userIds: [1, 2] })).toEqual({ userIds: ['Choose exactly one user'] });
    expect(errorsOf(notificationSendSchema, { ...base, target: 'selected' })).toEqual({ userIds: ['Choose at least one user'] });
    expect(errorsOf(notificationSendSchema, { ...base, target: 'all' })).toEqual({});
  });
});

describe('shop content schemas', () => {
  it('branch and banner: name ≥ 2 and description ≥ 5 in both languages; a new banner needs an image', () => {
    expect(errorsOf(branchSchema, { name: L('ف', 'B'), description: L('قصير', 'tiny'), latitude: 24.7, longitude: 46.7 })).toEqual({
      'name.ar': ['Must be at least 2 characters'],
      'name.en': ['Must be at least 2 characters'],
      'description.ar': ['Must be at least 5 characters'],
      'description.en': ['Must be at least 5 characters'],
    });
    const banner = { name: L('عروض', 'Offers'), description: L('خصومات العود', 'Oud savings'), position: 'after_men' };
    expect(errorsOf(bannerCreateSchema, banner)).toEqual({ image: ['A new banner needs an image'] });
    expect(errorsOf(bannerCreateSchema, { ...banner, image: { url: '/media/a-1200.webp' } })).toEqual({});
    expect(errorsOf(bannerUpdateSchema, banner)).toEqual({});
    expect(
      errorsOf(bannerCreateSchema, { ...banner, image: { url: '/media/a.webp' }, position: 'header', link: '//evil.example' }),
    ).toEqual({
      position: ['This value is not allowed'],
      link: ['The link must start with / or https://'],
    });
  });

  it('testimonial: name and job ≥ 2, review ≥ 5; page body must have text; contact message ≥ 10', () => {
    expect(errorsOf(testimonialSchema, { name: L('نورة', 'Noura'), job: L('م', 'T'), review: L('جيد', 'good') })).toEqual({
      'job.ar': ['Must be at least 2 characters'],
      'job.en': ['Must be at least 2 characters'],
      'review.ar': ['Must be at least 5 characters'],
      'review.en': ['Must be at least 5 characters'],
    });
    expect(errorsOf(pageSchema, { title: L('من نحن', 'About'), body: L('<p></p>', '<p>Hello</p>') })).toEqual({
      'body.ar': ['This field is required'],
    });
    expect(errorsOf(contactSchema, { name: 'Mona', email: 'mona@example.com', message: 'hello' })).toEqual({
      message: ['Must be at least 10 characters'],
    });
  });
});
