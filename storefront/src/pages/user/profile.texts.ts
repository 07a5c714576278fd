import { pageTexts } from '../../i18n/page-texts';

/** The profile page's own texts (signed-in customers only, so not in the first load's dictionary). */
const ar = {
  'profile.earlierTitle': 'حساب سابق استخدم بريدك',
  'profile.earlierText': 'كُتب بريدك في حساب سابق دون تأكيده، ففُصل عنه عندما أكّدته أنت. إن كان ذلك الحساب لك فانقل طلباته وعناوينه إلى هنا.',
  'profile.earlierBringOver': 'نقل حسابي السابق',
  'profile.earlierConfirm': 'تنتقل طلباته وعناوينه وتقييماته وقائمة أمنياته إلى هذا الحساب، ويُغلق الحساب السابق. لا يمكن التراجع عن ذلك.',
  'profile.firstPassword': 'أضف بريداً إلكترونياً وكلمة مرور',
  'profile.firstPasswordText': 'تدخل إلى حسابك برمز يصل إلى جوالك. أضف بريداً وكلمة مرور لتدخل بهما أيضاً.',
  'profile.firstPasswordSave': 'حفظ البريد وكلمة المرور',
  'profile.firstPasswordSet': 'تم الحفظ. يمكنك الآن الدخول ببريدك وكلمة المرور أيضاً.',
  'profile.passwordFailed': 'فشل تحديث كلمة المرور أو إعادة تعيينها',
  'profile.phoneVerified': 'تم التحقق منه برسالة نصية، وتسجّل الدخول به',
  'profile.passwordForEmail': 'أدخل كلمة المرور الحالية لتغيير البريد الإلكتروني',
  'profile.details': 'البيانات الشخصية',
  'profile.saved': 'تم حفظ بياناتك',
  'profile.changePassword': 'تغيير كلمة المرور',
  'profile.passwordChanged': 'تم تغيير كلمة المرور',
  'profile.marketing': 'العروض وتذكيرات السلة',
  'profile.marketing.email': 'بالبريد الإلكتروني',
  'profile.marketing.sms': 'برسالة نصية',
  'profile.marketing.whatsapp': 'عبر واتساب',
  'profile.marketingNoContact': '(أضف وسيلة التواصل إلى حسابك أولاً)',
};
const en: typeof ar = {
  'profile.earlierTitle': 'An earlier account used your email',
  'profile.earlierText':
    'It typed in your email without confirming it, so your email was detached from it when you confirmed it. If it was yours, bring its orders and addresses here.',
  'profile.earlierBringOver': 'Bring over my earlier account',
  'profile.earlierConfirm':
    'Its orders, addresses, reviews and wishlist move into this account, and the earlier account is closed. This cannot be undone.',
  'profile.firstPassword': 'Add an email and a password',
  'profile.firstPasswordText': 'You sign in with a code to your mobile. Add an email and a password to sign in with them too.',
  'profile.firstPasswordSave': 'Save email and password',
  'profile.firstPasswordSet': 'Saved. You can now also sign in with your email and password.',
  'profile.passwordFailed': 'Failed to update or reset the password.',
  'profile.phoneVerified': 'Verified by text message: you sign in with it',
  'profile.passwordForEmail': 'Enter your current password to change the email',
  'profile.details': 'Personal details',
  'profile.saved': 'Your details are saved',
  'profile.changePassword': 'Change password',
  'profile.passwordChanged': 'Your password has been changed',
  'profile.marketing': 'Offers and cart reminders',
  'profile.marketing.email': 'By email',
  'profile.marketing.sms': 'By text message',
  'profile.marketing.whatsapp': 'On WhatsApp',
  'profile.marketingNoContact': '(add it to your account first)',
};

export const useProfileT = pageTexts(ar, en);
