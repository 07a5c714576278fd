import { fieldErrors } from '../validation/errors.js';
import { phoneCodeRequestSchema, phoneCodeVerifySchema } from '../validation/mobile.js';
import { formatMobile, maskMobile, normalizeGccMobile, parseGccMobile } from './mobile.js';

describe('Gulf mobile numbers (issue 18)', () => {
  it.each([
    ['0512345678', '+966512345678'],
    ['512345678', '+966512345678'],
    ['+966512345678', '+966512345678'],
    ['00966512345678', '+966512345678'],
    ['+966 51 234 5678', '+966512345678'],
    ['055-123-4567', '+966551234567'],
    ['٠٥٥١٢٣٤٥٦٧', '+966551234567'],
    ['٠٠٩٦٦٥٥١٢٣٤٥٦٧', '+966551234567'],
  ])('reads the Saudi mobile %s as %s', (input, e164) => {
    expect(normalizeGccMobile(input)).toBe(e164);
  });

  it.each([
    ['+971501234567', 'AE'],
    ['00971501234567', 'AE'],
    ['+97433123456', 'QA'],
    ['+96550012345', 'KW'],
    ['+97336001234', 'BH'],
    ['+96891234567', 'OM'],
  ])('reads the Gulf mobile %s with its country', (input, country) => {
    expect(parseGccMobile(input)).toEqual({ e164: input.replace(/^00/, '+'), country });
  });

  it.each([
    ['', 'empty'],
    ['0112345678', 'a Riyadh landline'],
    ['0512345', 'too short'],
    ['05123456789', 'too long'],
    ['0521234567', 'Saudi 052 is not a mobile range'],
    ['+14155552671', 'outside the Gulf'],
    ['+201001234567', 'Egypt (not GCC)'],
    ['hello', 'letters'],
    ['0512345678; DROP TABLE', 'trailing junk'],
  ])('refuses %s (%s)', (input) => {
    expect(normalizeGccMobile(input)).toBeNull();
  });

  it('formats and masks a stored number for people', () => {
    expect(formatMobile('+966512345678')).toBe('+966 51 234 5678');
    expect(maskMobile('+966512345678')).toBe('+966•••••5678');
  });

  it('the sign-in schemas answer E.164, and translated errors that tell "required" from "not valid"', () => {
    expect(phoneCodeRequestSchema.parse({ phone: ' 0512345678 ' })).toEqual({ phone: '+966512345678' });
    expect(phoneCodeVerifySchema.parse({ phone: '+966512345678', code: '123456' })).toEqual({ phone: '+966512345678', code: '123456' });
    const empty = phoneCodeRequestSchema.safeParse({ phone: '' });
    expect(fieldErrors(empty.error!, 'en')).toEqual({ phone: ['This field is required'] });
    const bad = phoneCodeRequestSchema.safeParse({ phone: '0112345678' });
    expect(fieldErrors(bad.error!, 'en')).toEqual({ phone: ['Enter a valid Gulf mobile number (e.g. 0512345678)'] });
    expect(fieldErrors(bad.error!, 'ar')).toEqual({ phone: ['رقم الجوال غير صالح. أدخل رقم جوال خليجي (مثال: 0512345678)'] });
    const code = phoneCodeVerifySchema.safeParse({ phone: '0512345678', code: '12ab' });
    expect(fieldErrors(code.error!, 'en')).toEqual({ code: ['The verification code is 6 digits'] });
  });
});
