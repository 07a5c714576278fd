import { z } from 'zod';
import { email, password, personName, phone } from './rules.js';

export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: personName(2, 100),
    email: email(),
    phone: phone().optional().nullable(),
    password: password(8),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: 'validation.passwordsMatch',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: email() });

export const resetCode = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.codeFormat' });

/** Body names as SPEC.md §7 gives them (PascalCase). */
export const checkCodeSchema = z.object({ Email: email(), Token: resetCode() });

export const resetPasswordSchema = z
  .object({
    Email: email(),
    Token: resetCode(),
    NewPassword: password(8),
    ConfirmPassword: z.string().optional(),
  })
  .refine((v) => v.ConfirmPassword === undefined || v.ConfirmPassword === v.NewPassword, {
    error: 'validation.passwordsMatch',
    path: ['ConfirmPassword'],
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
    newPassword: password(8),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    error: 'validation.passwordsMatch',
    path: ['confirmPassword'],
  });

/** `POST /api/Auth/email/verify`: the 6-digit code mailed to the signed-in account's email. */
export const emailCodeSchema = z.object({ code: resetCode() });
export type EmailCodeInput = z.infer<typeof emailCodeSchema>;
