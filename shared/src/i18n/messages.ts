import type { Language } from '../constants.js';

/**
 * The error catalogue of SPEC.md §8 and the validation messages of §5, in Arabic and English.
 * The server answers with these (by Accept-Language, Arabic by default) and the front ends
 * show them; keys are stable, texts may change.
 */
export const messages = {
  // generic
  'error.unknown': { ar: 'حدث خطأ غير معروف', en: 'Unknown error occurred' },
  'error.internal': { ar: 'حدث خطأ في الخادم، حاول مرة أخرى لاحقاً', en: 'Something went wrong on our side. Please try again later.' },
  'error.validation': { ar: 'بعض الحقول غير صحيحة', en: 'Some fields are not valid' },
  'error.malformedJson': { ar: 'صيغة الطلب غير صحيحة', en: 'The request body is not valid JSON' },
  'error.bodyTooLarge': { ar: 'حجم الطلب كبير جداً', en: 'The request is too large' },
  'error.notFound': { ar: 'العنصر غير موجود', en: 'Not found' },
  'error.pageNotFound': { ar: 'الصفحة غير موجودة', en: 'Page not found' },
  'error.unauthorized': { ar: 'يجب تسجيل الدخول أولاً', en: 'Please log in first' },
  'error.forbidden': { ar: 'ليس لديك صلاحية لهذا الإجراء', en: 'You are not allowed to do this' },
  'error.rateLimited': { ar: 'محاولات كثيرة، حاول بعد قليل', en: 'Too many attempts. Please try again shortly.' },
  'error.conflict': { ar: 'تعارض مع الحالة الحالية', en: 'This conflicts with the current state' },
  'error.unavailable': { ar: 'الخدمة غير متاحة مؤقتاً، حاول بعد قليل', en: 'The service is temporarily unavailable. Please try again shortly.' },
  'error.render': { ar: 'حدث خطأ أثناء تحميل الصفحة، يرجى تحديث الصفحة أو المحاولة لاحقاً', en: 'An error occurred while loading the page. Please refresh or try again later.' },

  // auth
  'auth.invalidCredentials': { ar: 'بيانات الدخول غير صحيحة. حاول مرة أخرى.', en: 'Invalid credentials. Please try again.' },
  'auth.registrationFailed': { ar: 'فشل التسجيل. حاول مرة أخرى.', en: 'Registration failed. Please try again.' },
  'auth.emailTaken': { ar: 'البريد الإلكتروني مسجل مسبقاً', en: 'This email is already registered' },
  'auth.passwordsDontMatch': { ar: 'كلمتا المرور غير متطابقتين', en: "Passwords don't match." },
  'auth.resetLinkFailed': { ar: 'فشل إرسال رمز إعادة التعيين', en: 'Failed to send reset link.' },
  'auth.resetCodeSent': { ar: 'إذا كان البريد مسجلاً فسيصلك رمز التحقق خلال دقائق', en: 'If this email is registered, a verification code is on its way.' },
  'auth.codeVerificationFailed': { ar: 'فشل التحقق من الرمز', en: 'Code verification failed.' },
  'auth.codeValid': { ar: 'تم التحقق من الرمز', en: 'The code is valid' },
  'auth.passwordUpdateFailed': { ar: 'فشل تحديث كلمة المرور أو إعادة تعيينها', en: 'Failed to update or reset the password.' },
  'auth.passwordReset': { ar: 'تم تغيير كلمة المرور، يمكنك تسجيل الدخول الآن', en: 'Your password has been reset. You can log in now.' },
  'auth.passwordChanged': { ar: 'تم تغيير كلمة المرور', en: 'Your password has been changed' },
  'auth.wrongCurrentPassword': { ar: 'كلمة المرور الحالية غير صحيحة', en: 'The current password is not correct' },
  'auth.blocked': { ar: 'تم إيقاف هذا الحساب. تواصل مع المتجر للمساعدة.', en: 'This account has been blocked. Please contact the shop.' },
  'auth.sessionExpired': { ar: 'انتهت الجلسة، سجّل الدخول مرة أخرى', en: 'Your session has ended. Please log in again.' },
  'auth.loggedIn': { ar: 'تم تسجيل الدخول', en: 'Logged in' },
  'auth.registered': { ar: 'تم إنشاء الحساب', en: 'Your account has been created' },
  'auth.adminWelcome': { ar: 'مرحباً بك في لوحة التحكم', en: 'Welcome to the admin dashboard' },

  // catalogue
  'product.notFound': { ar: 'تعذر جلب تفاصيل المنتج', en: 'Could not fetch product details.' },
  'category.notFound': { ar: 'التصنيف غير موجود', en: 'Category not found' },
  'category.hasProducts': { ar: 'لا يمكن حذف تصنيف يحتوي على منتجات. انقل المنتجات أو احذفها أولاً.', en: 'A category that still has products cannot be deleted. Move or delete its products first.' },
  'upload.notAnImage': { ar: 'الملف ليس صورة صالحة (JPEG أو PNG أو WebP أو GIF أو AVIF)', en: 'The file is not a valid image (JPEG, PNG, WebP, GIF or AVIF).' },
  'upload.tooLarge': { ar: 'حجم الصورة أكبر من 5 ميجابايت', en: 'The image is larger than 5 MB.' },
  'upload.missing': { ar: 'لم يتم إرسال أي ملف', en: 'No file was sent.' },

  // admin failures (SPEC.md §8)
  'admin.deleteFailed': { ar: 'فشل حذف %{resource}', en: 'Failed to delete %{resource}' },
  'admin.saveFailed': { ar: 'فشل إنشاء أو تحديث %{resource}', en: 'Failed to create or update %{resource}' },

  // validation (SPEC.md §5)
  'validation.required': { ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  'validation.minLength': { ar: 'يجب ألا يقل عن %{min} أحرف', en: 'Must be at least %{min} characters' },
  'validation.maxLength': { ar: 'يجب ألا يزيد عن %{max} حرفاً', en: 'Must be at most %{max} characters' },
  'validation.textOnly': { ar: 'يُسمح بالحروف والأرقام وعلامات الترقيم فقط', en: 'Only letters, numbers and punctuation are allowed' },
  'validation.email': { ar: 'البريد الإلكتروني غير صالح', en: 'Enter a valid email address' },
  'validation.phone': { ar: 'رقم الجوال غير صالح', en: 'Enter a valid phone number' },
  'validation.saudiMobile': { ar: 'رقم الجوال السعودي غير صالح (مثال: 0512345678)', en: 'Enter a valid Saudi mobile number (e.g. 0512345678)' },
  'validation.positive': { ar: 'يجب أن تكون القيمة أكبر من صفر', en: 'Must be greater than zero' },
  'validation.nonNegative': { ar: 'لا يمكن أن تكون القيمة سالبة', en: 'Cannot be negative' },
  'validation.integer': { ar: 'يجب أن يكون رقماً صحيحاً', en: 'Must be a whole number' },
  'validation.number': { ar: 'يجب أن يكون رقماً', en: 'Must be a number' },
  'validation.min': { ar: 'يجب ألا تقل القيمة عن %{min}', en: 'Must be at least %{min}' },
  'validation.max': { ar: 'يجب ألا تزيد القيمة عن %{max}', en: 'Must be at most %{max}' },
  'validation.oneOf': { ar: 'القيمة غير مسموحة', en: 'This value is not allowed' },
  'validation.invalid': { ar: 'القيمة غير صالحة', en: 'This value is not valid' },
  'validation.passwordMin': { ar: 'يجب ألا تقل كلمة المرور عن %{min} أحرف', en: 'The password must be at least %{min} characters' },
  'validation.passwordsMatch': { ar: 'كلمتا المرور غير متطابقتين', en: "Passwords don't match." },
  'validation.codeFormat': { ar: 'رمز التحقق يتكون من 6 أرقام', en: 'The verification code is 6 digits' },
  'validation.imageRequired': { ar: 'أضف صورة واحدة على الأقل', en: 'Add at least one image' },
  'validation.categoryRequired': { ar: 'اختر التصنيف', en: 'Choose a category' },
  'validation.discountNotEnabled': { ar: 'فعّل الخصم أولاً لتحديد قيمته', en: 'Enable the discount before setting its value' },
  'validation.discountRange': { ar: 'نسبة الخصم بين 1 و 99', en: 'The discount is between 1 and 99 percent' },
  'validation.unknownField': { ar: 'حقل غير معروف', en: 'Unknown field' },
  'validation.date': { ar: 'التاريخ غير صالح', en: 'Enter a valid date' },
  'validation.vatNumber': { ar: 'الرقم الضريبي 15 رقماً يبدأ وينتهي بالرقم 3', en: 'The VAT number is 15 digits starting and ending with 3' },

  // customers, reviews, notifications, content (issue 4)
  'validation.fourDigits': { ar: 'يتكون من 4 أرقام', en: 'Must be 4 digits' },
  'validation.postalCode': { ar: 'الرمز البريدي غير صالح (5 أرقام في السعودية)', en: 'Enter a valid postal code (5 digits in Saudi Arabia)' },
  'validation.link': { ar: 'الرابط يجب أن يبدأ بـ / أو https://', en: 'The link must start with / or https://' },
  'validation.bannerImageRequired': { ar: 'صورة البانر مطلوبة', en: 'A new banner needs an image' },

  'profile.updated': { ar: 'تم تحديث الملف الشخصي', en: 'Your profile has been updated' },
  'profile.currentPasswordRequired': { ar: 'أدخل كلمة المرور الحالية لتغيير البريد الإلكتروني', en: 'Enter your current password to change your email' },

  'address.notFound': { ar: 'العنوان غير موجود', en: 'Address not found' },
  'address.saved': { ar: 'تم حفظ العنوان', en: 'The address has been saved' },
  'address.deleted': { ar: 'تم حذف العنوان', en: 'The address has been deleted' },
  'address.deleteFailed': { ar: 'فشل حذف العنوان', en: 'Failed to delete the address' },
  'address.primarySet': { ar: 'تم تعيين العنوان الرئيسي', en: 'This is now your primary address' },
  'address.limitReached': { ar: 'لا يمكن حفظ أكثر من %{max} عنواناً', en: 'You can save at most %{max} addresses' },

  'customer.notFound': { ar: 'العميل غير موجود', en: 'Customer not found' },
  'customer.cannotBlockSelf': { ar: 'لا يمكنك إيقاف حسابك بنفسك', en: 'You cannot block your own account' },
  'customer.cannotChangeOwnRole': { ar: 'لا يمكنك تغيير صلاحية حسابك بنفسك', en: 'You cannot change your own role' },
  'customer.lastAdmin': { ar: 'لا يمكن إيقاف آخر مدير نشط أو تغيير صلاحيته', en: 'The last active admin cannot be blocked or demoted' },
  'customer.blocked': { ar: 'تم إيقاف الحساب', en: 'The account has been blocked' },
  'customer.activated': { ar: 'تم تفعيل الحساب', en: 'The account has been activated' },
  'customer.saveFailed': { ar: 'فشل إنشاء العميل أو تحديثه', en: 'Failed to create or update the customer' },

  'review.ratingRequired': { ar: 'التقييم مطلوب', en: 'Rating is required' },
  'review.ratingRange': { ar: 'التقييم من 1 إلى 5 نجوم', en: 'The rating is from 1 to 5 stars' },
  'review.commentRequired': { ar: 'التعليق مطلوب', en: 'Comment is required' },
  'review.mustLogIn': { ar: 'يجب تسجيل الدخول لكتابة تقييم', en: 'You must be logged in to write a review' },
  'review.customersOnly': { ar: 'التقييمات متاحة لحسابات العملاء فقط', en: 'Only customer accounts can write reviews' },
  'review.submissionFailed': { ar: 'فشل إرسال التقييم، حاول مرة أخرى', en: 'Failed to submit the review. Please try again.' },
  'review.saved': { ar: 'شكراً لك، تم نشر تقييمك', en: 'Thank you, your review has been posted' },
  'review.updated': { ar: 'تم تحديث تقييمك', en: 'Your review has been updated' },
  'review.notFound': { ar: 'التقييم غير موجود', en: 'Review not found' },

  'notification.notFound': { ar: 'الإشعار غير موجود', en: 'Notification not found' },
  'notification.deleted': { ar: 'تم حذف الإشعار', en: 'The notification has been deleted' },
  'notification.deleteFailed': { ar: 'فشل حذف الإشعار', en: 'Failed to delete the notification' },
  'notification.userIdMissing': { ar: 'معرّف المستخدم غير متوفر', en: 'User ID not available' },
  'notification.oneRecipient': { ar: 'اختر مستخدماً واحداً', en: 'Choose exactly one user' },
  'notification.recipientsRequired': { ar: 'اختر مستخدماً واحداً على الأقل', en: 'Choose at least one user' },
  'notification.unknownRecipients': { ar: 'بعض المستخدمين المحددين غير موجودين', en: 'Some of the chosen users do not exist' },
  'notification.sent': { ar: 'تم إرسال الإشعار إلى %{count} مستخدم', en: 'The notification was sent to %{count} users' },
  'notification.allRead': { ar: 'تم تعليم جميع الإشعارات كمقروءة', en: 'All notifications are marked as read' },

  'branch.notFound': { ar: 'الفرع غير موجود', en: 'Branch not found' },
  'branch.deleteFailed': { ar: 'فشل حذف الفرع', en: 'Failed to delete the branch' },
  'branch.saveFailed': { ar: 'فشل إنشاء الفرع أو تحديثه', en: 'Failed to create or update the branch' },
  'banner.notFound': { ar: 'البانر غير موجود', en: 'Banner not found' },
  'banner.deleteFailed': { ar: 'فشل حذف البانر', en: 'Failed to delete the banner' },
  'banner.saveFailed': { ar: 'فشل إنشاء البانر أو تحديثه', en: 'Failed to create or update the banner' },
  'testimonial.notFound': { ar: 'الرأي غير موجود', en: 'Testimonial not found' },
  'testimonial.deleteFailed': { ar: 'فشل حذف الرأي', en: 'Failed to delete the testimonial' },
  'testimonial.saveFailed': { ar: 'فشل إنشاء الرأي أو تحديثه', en: 'Failed to create or update the testimonial' },
  'page.saved': { ar: 'تم حفظ الصفحة', en: 'The page has been saved' },
  'settings.saved': { ar: 'تم حفظ الإعدادات', en: 'The settings have been saved' },

  'newsletter.subscribed': { ar: 'تم الاشتراك في النشرة البريدية، شكراً لك', en: 'You are subscribed to our newsletter. Thank you!' },
  'newsletter.unsubscribed': { ar: 'تم إلغاء اشتراكك في النشرة البريدية', en: 'You have been unsubscribed from our newsletter' },
  'newsletter.invalidToken': { ar: 'رابط إلغاء الاشتراك غير صالح', en: 'This unsubscribe link is not valid' },
  'contact.sent': { ar: 'تم استلام رسالتك، سنتواصل معك قريباً', en: 'We received your message and will get back to you soon' },
  'contact.failed': { ar: 'فشل إرسال الرسالة، حاول مرة أخرى', en: 'Failed to send your message. Please try again.' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

/** Translates a catalogue key; Arabic is the fallback language (SPEC.md §1). */
export function translate(
  key: MessageKey | string,
  lang: Language = 'ar',
  params: Record<string, string | number> = {},
): string {
  const entry = isMessageKey(key) ? messages[key] : undefined;
  const template = entry ? (entry[lang] ?? entry.ar) : key;
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Picks the language from an Accept-Language header or a `lang` value; Arabic by default. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return 'ar';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ar';
}
