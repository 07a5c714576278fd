import { act, fireEvent, render, screen } from '@testing-library/preact';
import { en } from '../i18n/en';
import { registerDictionary } from '../i18n';
import { authStore } from '../state/auth';
import { preferencesStore, setLanguage } from '../state/preferences';
import Account from './Account';
import ForgotPasswordVerify from './ForgotPasswordVerify';
import { writeReset } from '../lib/reset';

registerDictionary('en', en);

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((d) => d.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};
async function submit(button: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
}

beforeEach(() => {
  localStorage.clear();
  authStore.set({ status: 'unauthenticated', token: null, user: null });
  setLanguage('ar');
});

describe('validation messages (SPEC.md §5, the shared rules)', () => {
  it('login: an empty email is "required", a wrong one "not valid" (Arabic)', async () => {
    render(<Account />);
    await submit('تسجيل الدخول');
    expect(errorOf('البريد الإلكتروني')).toBe('هذا الحقل مطلوب');
    type('البريد الإلكتروني', 'sara@');
    await submit('تسجيل الدخول');
    expect(errorOf('البريد الإلكتروني')).toBe('البريد الإلكتروني غير صالح');
    expect(errorOf('كلمة المرور')).toBe('هذا الحقل مطلوب');
    expect(screen.getByLabelText('البريد الإلكتروني').getAttribute('aria-invalid')).toBe('true');
  });

  it('register: name ≥ 2, password ≥ 8, confirmation must match (Arabic)', async () => {
    render(<Account tab="register" />);
    type('الاسم', 'س');
    type('البريد الإلكتروني', 'sara@example.com');
    type('كلمة المرور', 'short');
    type('تأكيد كلمة المرور', 'different');
    await submit('إنشاء الحساب');
    expect(errorOf('الاسم')).toBe('يجب ألا يقل عن حرفين');
    type('الاسم', '');
    await submit('إنشاء الحساب');
    expect(errorOf('الاسم')).toBe('هذا الحقل مطلوب');
    type('الاسم', 'سارة');
    expect(errorOf('كلمة المرور')).toBe('يجب ألا تقل كلمة المرور عن 8 أحرف');
    type('كلمة المرور', 'long-enough-password');
    await submit('إنشاء الحساب');
    expect(errorOf('تأكيد كلمة المرور')).toBe('كلمتا المرور غير متطابقتين');
    expect(errorOf('البريد الإلكتروني')).toBeUndefined();
  });

  it('register: an invalid phone is refused, an empty one is fine (optional)', async () => {
    render(<Account tab="register" />);
    type('الاسم', 'سارة');
    type('البريد الإلكتروني', 'sara@example.com');
    type('رقم الجوال (اختياري)', '12ab');
    await submit('إنشاء الحساب');
    expect(errorOf('رقم الجوال (اختياري)')).toBe('رقم الجوال غير صالح');
  });

  it('the same messages in English', async () => {
    setLanguage('en');
    expect(preferencesStore.get().language).toBe('en');
    render(<Account tab="register" />);
    type('Name', 'S');
    type('Password', 'short');
    await submit('Create account');
    expect(errorOf('Name')).toBe('Must be at least 2 characters');
    expect(errorOf('Email')).toBe('This field is required');
    expect(errorOf('Password')).toBe('The password must be at least 8 characters');
  });

  it('verification code: required and 6 digits', async () => {
    writeReset({ email: 'customer@ward.sa' });
    render(<ForgotPasswordVerify />);
    await submit('تحقق');
    expect(errorOf('رمز التحقق')).toBe('رمز التحقق يتكون من 6 أرقام');
    type('رمز التحقق', '12');
    await submit('تحقق');
    expect(errorOf('رمز التحقق')).toBe('رمز التحقق يتكون من 6 أرقام');
  });
});
