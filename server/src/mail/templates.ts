import { renderMail, type RenderedMail } from './layout.js';

/** Bilingual mail templates (Arabic first). Each module adds its own here. */
export const mailTemplates = {
  resetCode: (v: { name: string; code: string; minutes: number }): RenderedMail =>
    renderMail({
      subject: { ar: 'رمز إعادة تعيين كلمة المرور', en: 'Your password reset code' },
      ar: [`مرحباً ${v.name}،`, `استخدم هذا الرمز لإعادة تعيين كلمة المرور. صالح لمدة ${v.minutes} دقيقة.`, 'إذا لم تطلب ذلك فتجاهل هذه الرسالة.'],
      en: [`Hello ${v.name},`, `Use this code to reset your password. It is valid for ${v.minutes} minutes.`, "If you didn't ask for it, ignore this mail."],
      highlight: v.code,
    }),
  welcome: (v: { name: string; shopUrl: string }): RenderedMail =>
    renderMail({
      subject: { ar: 'أهلاً بك في ورد', en: 'Welcome to Ward' },
      ar: [`مرحباً ${v.name}،`, 'تم إنشاء حسابك في متجر ورد للعطور والعود والبخور.'],
      en: [`Hello ${v.name},`, 'Your Ward account is ready: perfume, oud and incense.'],
      link: { url: v.shopUrl, ar: 'تسوّق الآن', en: 'Start shopping' },
    }),
} as const;
