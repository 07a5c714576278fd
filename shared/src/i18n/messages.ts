import type { Language } from '../constants.js';
import type { PaymentMessageKey } from './payment-messages.js';
import type { ReturnMessageKey } from './return-messages.js';
import type { WalletMessageKey } from './wallet-messages.js';
import { fillTemplate } from './plural.js';

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
  'error.unavailable': {
    ar: 'الخدمة غير متاحة مؤقتاً، حاول بعد قليل',
    en: 'The service is temporarily unavailable. Please try again shortly.',
  },
  'error.render': {
    ar: 'حدث خطأ أثناء تحميل الصفحة، يرجى تحديث الصفحة أو المحاولة لاحقاً',
    en: 'An error occurred while loading the page. Please refresh or try again later.',
  },

  // auth
  'auth.invalidCredentials': { ar: 'بيانات الدخول غير صحيحة. حاول مرة أخرى.', en: 'Invalid credentials. Please try again.' },
  'auth.registrationFailed': { ar: 'فشل التسجيل. حاول مرة أخرى.', en: 'Registration failed. Please try again.' },
  'auth.emailTaken': { ar: 'البريد الإلكتروني مسجل مسبقاً', en: 'This email is already registered' },
  'auth.passwordsDontMatch': { ar: 'كلمتا المرور غير متطابقتين', en: "Passwords don't match." },
  'auth.resetLinkFailed': { ar: 'فشل إرسال رمز إعادة التعيين', en: 'Failed to send reset link.' },
  'auth.resetCodeSent': {
    ar: 'إذا كان البريد مسجلاً فسيصلك رمز التحقق خلال دقائق',
    en: 'If this email is registered, a verification code is on its way.',
  },
  'auth.codeVerificationFailed': { ar: 'فشل التحقق من الرمز', en: 'Code verification failed.' },
  'auth.codeValid': { ar: 'تم التحقق من الرمز', en: 'The code is valid' },
  'auth.passwordUpdateFailed': { ar: 'فشل تحديث كلمة المرور أو إعادة تعيينها', en: 'Failed to update or reset the password.' },
  'auth.passwordReset': { ar: 'تم تغيير كلمة المرور، يمكنك تسجيل الدخول الآن', en: 'Your password has been reset. You can log in now.' },
  'auth.passwordChanged': { ar: 'تم تغيير كلمة المرور', en: 'Your password has been changed' },
  'auth.wrongCurrentPassword': { ar: 'كلمة المرور الحالية غير صحيحة', en: 'The current password is not correct' },
  'auth.blocked': { ar: 'تم إيقاف هذا الحساب. تواصل مع المتجر للمساعدة.', en: 'This account has been blocked. Please contact the shop.' },
  'auth.sessionExpired': { ar: 'انتهت الجلسة، سجّل الدخول مرة أخرى', en: 'Your session has ended. Please log in again.' },
  'auth.loggedIn': { ar: 'تم تسجيل الدخول', en: 'Logged in' },
  'auth.loggedOut': { ar: 'تم تسجيل الخروج', en: 'Logged out' },
  'auth.registered': { ar: 'تم إنشاء الحساب', en: 'Your account has been created' },
  'auth.phoneCodeSent': {
    ar: 'أرسلنا رمز الدخول برسالة نصية إلى جوالك، وهو صالح 5 دقائق',
    en: 'We sent a sign-in code by text message to your mobile; it is valid for 5 minutes',
  },
  'auth.phoneCodeFailed': {
    ar: 'الرمز غير صحيح أو منتهي الصلاحية. اطلب رمزاً جديداً إن لزم.',
    en: 'The code is wrong or has expired. Ask for a new code if needed.',
  },
  'auth.phoneTaken': { ar: 'رقم الجوال مرتبط بحساب آخر', en: 'This mobile number belongs to another account' },
  'auth.phoneOnAccount': {
    ar: 'هذا الرقم مكتوب في حساب بالبريد %{email} لم يُؤكَّد فيه. ادخل إلى ذلك الحساب بالبريد وكلمة المرور وأضف الرقم من ملفك، أو أنشئ حساباً منفصلاً بهذا الرقم.',
    en: 'This number is on an account with the email %{email} that never confirmed it. Sign in there with email and password and add the number in your profile, or make a separate account with this number.',
  },
  'auth.phoneLinked': { ar: 'تم ربط رقم الجوال بحسابك', en: 'The mobile number has been added to your account' },
  // email confirmation (issue 26)
  'auth.emailCodeSent': {
    ar: 'أرسلنا رمز التأكيد إلى بريدك، وهو صالح 15 دقيقة',
    en: 'We sent a confirmation code to your email; it is valid for 15 minutes',
  },
  'auth.emailVerified': { ar: 'تم تأكيد بريدك الإلكتروني', en: 'Your email is confirmed' },
  'auth.emailAlreadyVerified': { ar: 'بريدك الإلكتروني مؤكد من قبل', en: 'Your email is already confirmed' },
  'profile.noEarlierAccount': { ar: 'لا يوجد حساب سابق لنقله', en: 'There is no earlier account to bring over' },
  'profile.confirmEmailFirst': { ar: 'أكّد بريدك الإلكتروني أولاً', en: 'Confirm your email first' },
  'profile.earlierAccountMerged': {
    ar: 'نُقلت طلبات حسابك السابق وعناوينه إلى هذا الحساب',
    en: 'The orders and addresses of your earlier account are now in this one',
  },
  'customer.verifiedPhone': {
    ar: 'هذا الرقم مؤكَّد برسالة نصية ويُسجَّل الدخول به؛ يغيّره صاحبه فقط برمز جديد',
    en: 'This number was confirmed by text message and signs in; only its owner can change it, with a new code',
  },
  'validation.providerUrl': {
    ar: 'اكتب عنواناً يبدأ بـ https:// دون اسم مستخدم أو استعلام (http مسموح لهذا الجهاز فقط)',
    en: 'Enter an address starting with https://, without a user name or query (http only for this machine)',
  },
  'validation.providerUrlPrivate': {
    ar: 'لا يُسمح في بيئة التشغيل بعنوان داخلي أو خاص أو محلي لمزوّد خارجي',
    en: 'In production a provider cannot be at a loopback, private or link-local address',
  },
  'sms.budgetReached': {
    ar: 'توقف إرسال الرسائل النصية مؤقتاً لكثرة الطلبات. ادخل بالبريد الإلكتروني أو حاول بعد قليل.',
    en: 'Text messages are paused for now because of high demand. Sign in with your email or try again shortly.',
  },
  'auth.phoneCodeSentByEmail': {
    ar: 'تعذّر إرسال الرسالة النصية الآن، فأرسلنا رمز الدخول إلى بريدك %{email}',
    en: 'We could not text the code just now, so we mailed it to %{email}',
  },
  'auth.noEmail': { ar: 'أضف بريداً إلكترونياً إلى حسابك أولاً', en: 'Add an email to your account first' },
  'sms.signInCode': {
    ar: 'رمز الدخول إلى ورد: %{code}\nصالح %{minutes} دقائق. لا تشاركه مع أحد.',
    en: 'Your Ward sign-in code: %{code}\nValid for %{minutes} minutes. Do not share it.',
  },
  // guest checkout (issue 18)
  'guest.accessExpired': {
    ar: 'انتهت صلاحية رابط هذا الطلب. تابع طلبك من صفحة التتبع برقم الطلب وجوالك أو بريدك.',
    en: 'This order link has expired. Follow your order on the tracking page with its number and your mobile or email.',
  },
  'guest.codeSentPhone': { ar: 'أرسلنا رمزاً إلى جوالك، صالحاً 5 دقائق', en: 'We sent a code to your mobile; it is valid for 5 minutes' },
  'guest.codeSentEmail': { ar: 'أرسلنا رمزاً إلى بريدك، صالحاً 5 دقائق', en: 'We sent a code to your email; it is valid for 5 minutes' },
  'guest.accountCreated': { ar: 'تم إنشاء حسابك، وطلبك فيه', en: 'Your account is ready, with your order in it' },
  'guest.accountCreatedDetached': {
    ar: 'تم إنشاء حسابك وطلبك فيه. كان بريدك مسجلاً في حساب سابق لم يُؤكَّد؛ إن كان لك فانقله إلى هذا الحساب من صفحة ملفك الشخصي.',
    en: 'Your account is ready, with your order in it. An earlier account had your email without confirming it; if it was yours, bring it over from your profile.',
  },
  'guest.ordersMoved': { ar: 'أُضيف طلبك إلى حسابك الحالي', en: 'Your order has been added to your existing account' },
  'guest.alreadyClaimed': {
    ar: 'هذا الطلب مرتبط بحساب بالفعل. سجّل الدخول لمتابعته.',
    en: 'This order already belongs to an account. Sign in to follow it.',
  },
  'sms.accountCode': {
    ar: 'رمز إنشاء حسابك في ورد: %{code}\nصالح %{minutes} دقائق. لا تشاركه مع أحد.',
    en: 'Your Ward account code: %{code}\nValid for %{minutes} minutes. Do not share it.',
  },
  'sms.guestOrderPlaced': {
    ar: 'شكراً لطلبك من ورد. رقم الطلب %{number}. تابعه هنا: %{url}',
    en: 'Thank you for your Ward order %{number}. Follow it here: %{url}',
  },
  'sms.guestOrderShipped': {
    ar: 'طلبك %{number} من ورد في الطريق إليك مع %{carrier}. تتبعه هنا: %{url}',
    en: 'Your Ward order %{number} is on the way with %{carrier}. Track it here: %{url}',
  },
  'sms.guestOrderDelivered': {
    ar: 'تم توصيل طلبك %{number} من ورد. شكراً لتسوقك معنا.',
    en: 'Your Ward order %{number} has been delivered. Thank you for shopping with us.',
  },
  'sms.guestOrderRejected': {
    ar: 'تعذر تنفيذ طلبك %{number} من ورد. التفاصيل هنا: %{url}',
    en: 'Your Ward order %{number} could not be fulfilled. Details here: %{url}',
  },
  'sms.guestOrderRefunded': {
    ar: 'أعدنا مبلغاً من طلبك %{number} من ورد إلى وسيلة الدفع. التفاصيل هنا: %{url}',
    en: 'We refunded an amount of your Ward order %{number} to your payment method. Details here: %{url}',
  },
  'sms.guestReturnApproved': {
    ar: 'وافقنا على إرجاع منتجات من طلبك %{number} من ورد. أرسلها إلينا كما وصلت، والتفاصيل هنا: %{url}',
    en: 'Your return for Ward order %{number} is approved. Send the items back as they arrived; details here: %{url}',
  },
  'sms.guestReturnRejected': {
    ar: 'تعذر قبول طلب الإرجاع من طلبك %{number} من ورد. التفاصيل هنا: %{url}',
    en: 'We could not accept the return for Ward order %{number}. Details here: %{url}',
  },
  'sms.guestReturnReceived': {
    ar: 'وصلتنا المنتجات المرتجعة من طلبك %{number} من ورد وسنفحصها. التفاصيل هنا: %{url}',
    en: 'The items returned from Ward order %{number} arrived; we are inspecting them. Details here: %{url}',
  },
  'customer.guestNotEditable': {
    ar: 'هذا عميل زائر دون حساب: لا يمكن تعديل بياناته، ويمكن إيقافه فقط',
    en: 'This is a guest without an account: its details cannot be edited, only blocked',
  },
  'auth.passwordAlreadySet': {
    ar: 'لحسابك كلمة مرور بالفعل. غيّرها من «تغيير كلمة المرور».',
    en: 'Your account already has a password. Change it under "Change password".',
  },
  'auth.firstPasswordSet': {
    ar: 'تم حفظ كلمة المرور. يمكنك الآن الدخول ببريدك وكلمة المرور أيضاً.',
    en: 'Password saved. You can now also sign in with your email and password.',
  },
  'auth.adminWelcome': { ar: 'مرحباً بك في لوحة التحكم', en: 'Welcome to the admin dashboard' },

  // catalogue
  'product.notFound': { ar: 'تعذر جلب تفاصيل المنتج', en: 'Could not fetch product details.' },
  'category.notFound': { ar: 'التصنيف غير موجود', en: 'Category not found' },
  'category.hasProducts': {
    ar: 'لا يمكن حذف تصنيف يحتوي على منتجات. انقل المنتجات أو احذفها أولاً.',
    en: 'A category that still has products cannot be deleted. Move or delete its products first.',
  },
  // variants and gift sets (issue 14)
  'variant.code': {
    ar: 'الرمز حروف إنجليزية صغيرة وأرقام و . _ - فقط (مثل 50ml)',
    en: 'Use lower-case letters, digits and . _ - only (e.g. 50ml)',
  },
  'variant.sku': {
    ar: 'رمز المنتج (SKU) حروف إنجليزية وأرقام و . _ - / فقط',
    en: 'The SKU may contain only letters, digits and . _ - /',
  },
  'variant.barcode': { ar: 'الباركود 8 أو 12 أو 13 أو 14 رقماً', en: 'The barcode is 8, 12, 13 or 14 digits' },
  'variant.valuesRequired': { ar: 'أضف قيمة واحدة على الأقل لهذا الخيار', en: 'Add at least one value to this option' },
  'variant.duplicateValue': { ar: 'هذا الرمز مكرر في قيم الخيار', en: 'This code is repeated among the option’s values' },
  'variant.duplicateOption': { ar: 'رمز الخيار مكرر', en: 'This option code is repeated' },
  'variant.required': { ar: 'أضف نوعاً واحداً على الأقل', en: 'Add at least one variant' },
  'variant.oneWithoutOptions': {
    ar: 'المنتج بلا خيارات له نوع واحد فقط؛ أضف خياراً (مثل الحجم) لإضافة أنواع أخرى',
    en: 'A product without options has one variant; add an option (such as size) for more',
  },
  'variant.optionsMismatch': {
    ar: 'اختر قيمة واحدة لكل خيار من خيارات المنتج',
    en: 'Choose one value of each of the product’s options',
  },
  'variant.duplicateCombination': {
    ar: 'يوجد نوع آخر بنفس قيم الخيارات',
    en: 'Another variant has the same option values',
  },
  'variant.skuRepeated': { ar: 'رمز المنتج (SKU) مكرر في هذا المنتج', en: 'This SKU is repeated in this product' },
  'variant.skuTaken': { ar: 'رمز المنتج (SKU) مستخدم لمنتج آخر', en: 'This SKU is already used by another product' },
  'variant.oneDefault': { ar: 'نوع افتراضي واحد فقط', en: 'Only one variant can be the default' },
  'variant.notFound': { ar: 'هذا النوع غير موجود في المنتج', en: 'This variant does not belong to the product' },
  'variant.componentRepeated': { ar: 'هذا المكوّن مكرر في الطقم', en: 'This item is repeated in the set' },
  'variant.componentMissing': {
    ar: 'أحد مكونات الطقم غير موجود (ربما حُذف)',
    en: 'An item of this set does not exist (it may have been deleted)',
  },
  'variant.componentSameProduct': {
    ar: 'مكونات الطقم تكون من منتجات أخرى، لا من أنواع المنتج نفسه',
    en: 'A set is made of other products, not of this product’s own variants',
  },
  'variant.componentIsSet': { ar: 'لا يمكن وضع طقم داخل طقم آخر', en: 'A gift set cannot contain another gift set' },
  'variant.usedInSet': {
    ar: 'النوع "%{sku}" ضمن الطقم "%{set}"؛ أزله من الطقم أولاً',
    en: 'Variant "%{sku}" is part of the gift set "%{set}"; remove it from the set first',
  },
  'variant.setUnavailable': {
    ar: 'هذا الطقم غير متاح حالياً لأن أحد مكوناته لم يعد متوفراً',
    en: 'This gift set is unavailable because one of its items is no longer sold',
  },

  'upload.notAnImage': {
    ar: 'الملف ليس صورة صالحة (JPEG أو PNG أو WebP أو GIF أو AVIF)',
    en: 'The file is not a valid image (JPEG, PNG, WebP, GIF or AVIF).',
  },
  'upload.tooLarge': { ar: 'حجم الصورة أكبر من 5 ميجابايت', en: 'The image is larger than 5 MB.' },
  'upload.missing': { ar: 'لم يتم إرسال أي ملف', en: 'No file was sent.' },
  'upload.storageFailed': {
    ar: 'تعذّر حفظ الصورة في مخزن الملفات، حاول مرة أخرى بعد قليل',
    en: 'The image could not be saved to file storage. Please try again shortly.',
  },

  // bulk edit and CSV import of products (issue 14)
  'bulk.noneSelected': { ar: 'اختر منتجاً واحداً على الأقل', en: 'Select at least one product' },
  'bulk.nothingToChange': { ar: 'اختر تغييراً واحداً على الأقل', en: 'Choose at least one change' },
  'bulk.zeroChange': { ar: 'التغيير لا يمكن أن يكون صفراً', en: 'The change cannot be zero' },
  'bulk.productMissing': { ar: 'بعض المنتجات المختارة لم تعد موجودة', en: 'Some selected products no longer exist' },
  'bulk.priceOutOfRange': {
    ar: 'السعر الجديد للنوع %{sku} سيكون خارج الحدود (من 0.01 إلى 10,000,000)',
    en: 'The new price of %{sku} would be out of range (0.01 to 10,000,000)',
  },
  'bulk.stockBelowZero': { ar: 'مخزون النوع %{sku} سيصبح أقل من صفر', en: 'The stock of %{sku} would fall below zero' },
  'csv.missing': { ar: 'لم يتم إرسال ملف CSV', en: 'No CSV file was sent' },
  'csv.tooLarge': { ar: 'حجم الملف أكبر من %{max} ميجابايت', en: 'The file is larger than %{max} MB' },
  'csv.tooManyRows': { ar: 'الملف فيه أكثر من %{max|rows}', en: 'The file has more than %{max|rows}' },
  'csv.empty': { ar: 'الملف لا يحتوي على أي صف بعد العناوين', en: 'The file has no rows after the header' },
  'csv.unreadable': { ar: 'تعذرت قراءة الملف كـ CSV عند السطر %{line}', en: 'The file could not be read as CSV at line %{line}' },
  'csv.columnsMissing': { ar: 'أعمدة ناقصة في العناوين: %{columns}', en: 'Columns missing from the header: %{columns}' },
  'csv.hasErrors': {
    ar: 'في الملف أخطاء في %{count|rows}، لم يُستورد أي شيء',
    en: 'The file has errors in %{count|rows}; nothing was imported',
  },
  'csv.productMissing': { ar: 'لا يوجد منتج بهذا الرقم', en: 'No product has this id' },
  'csv.categoryMissing': { ar: 'لا يوجد تصنيف بالرقم %{id}', en: 'No category has the id %{id}' },
  'csv.skuOtherProduct': { ar: 'رمز SKU هذا لمنتج آخر (رقم %{id})', en: 'This SKU belongs to another product (id %{id})' },
  'csv.skuTwice': { ar: 'رمز SKU هذا مكرر في الملف (الصف %{row})', en: 'This SKU is repeated in the file (row %{row})' },
  'csv.optionValues': {
    ar: 'اكتب قيم الخيارات هكذا: size=50ml; concentration=edp',
    en: 'Write option values like this: size=50ml; concentration=edp',
  },
  'csv.json': { ar: 'هذا العمود يجب أن يكون JSON صحيحاً كما في ملف التصدير', en: 'This column must be valid JSON, as in an export' },
  'csv.yesNo': { ar: 'اكتب yes أو no', en: 'Write yes or no' },
  'csv.sameProduct': {
    ar: 'يختلف عن أول صف لهذا المنتج (الصف %{row})',
    en: 'Differs from this product’s first row (row %{row})',
  },

  // admin failures (SPEC.md §8)
  'admin.deleteFailed': { ar: 'فشل حذف %{resource}', en: 'Failed to delete %{resource}' },
  'admin.saveFailed': { ar: 'فشل إنشاء أو تحديث %{resource}', en: 'Failed to create or update %{resource}' },

  // validation (SPEC.md §5)
  'validation.required': { ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  'validation.minLength': { ar: 'يجب ألا يقل عن %{min|letters}', en: 'Must be at least %{min|letters}' },
  'validation.maxLength': { ar: 'يجب ألا يزيد عن %{max|letters}', en: 'Must be at most %{max|letters}' },
  'validation.lookAlike': {
    ar: 'لا تخلط حروفاً لاتينية بحروف يونانية أو سيريلية متشابهة في الكلمة نفسها',
    en: 'Do not mix Latin letters with look-alike Greek or Cyrillic letters in one word',
  },
  'validation.textOnly': { ar: 'يُسمح بالحروف والأرقام وعلامات الترقيم فقط', en: 'Only letters, numbers and punctuation are allowed' },
  'validation.email': { ar: 'البريد الإلكتروني غير صالح', en: 'Enter a valid email address' },
  'validation.phone': { ar: 'رقم الجوال غير صالح', en: 'Enter a valid phone number' },
  'validation.mobile': {
    ar: 'رقم الجوال غير صالح. أدخل رقم جوال خليجي (مثال: 0512345678)',
    en: 'Enter a valid Gulf mobile number (e.g. 0512345678)',
  },
  'validation.guestContact': {
    ar: 'أدخل رقم جوال خليجي (مثال: 0512345678) أو بريداً إلكترونياً صحيحاً',
    en: 'Enter a Gulf mobile number (e.g. 0512345678) or a valid email',
  },
  'validation.contact': {
    ar: 'أدخل البريد الإلكتروني أو رقم الجوال الذي استخدمته في الطلب',
    en: 'Enter the email or mobile number you used for the order',
  },
  'validation.orderNumber': { ar: 'رقم الطلب غير صالح (مثال: W100123)', en: 'Enter a valid order number (e.g. W100123)' },
  'order.lookupNotFound': {
    ar: 'لم نجد طلباً بهذا الرقم وهذه البيانات. تحقق منهما وحاول مرة أخرى.',
    en: 'No order matches this number and contact. Check both and try again.',
  },
  'validation.saudiMobile': {
    ar: 'رقم الجوال السعودي غير صالح (مثال: 0512345678)',
    en: 'Enter a valid Saudi mobile number (e.g. 0512345678)',
  },
  'validation.positive': { ar: 'يجب أن تكون القيمة أكبر من صفر', en: 'Must be greater than zero' },
  'validation.nonNegative': { ar: 'لا يمكن أن تكون القيمة سالبة', en: 'Cannot be negative' },
  'validation.integer': { ar: 'يجب أن يكون رقماً صحيحاً', en: 'Must be a whole number' },
  'validation.number': { ar: 'يجب أن يكون رقماً', en: 'Must be a number' },
  'validation.min': { ar: 'يجب ألا تقل القيمة عن %{min}', en: 'Must be at least %{min}' },
  'validation.max': { ar: 'يجب ألا تزيد القيمة عن %{max}', en: 'Must be at most %{max}' },
  'validation.oneOf': { ar: 'القيمة غير مسموحة', en: 'This value is not allowed' },
  'validation.invalid': { ar: 'القيمة غير صالحة', en: 'This value is not valid' },
  'validation.passwordMin': { ar: 'يجب ألا تقل كلمة المرور عن %{min|letters}', en: 'The password must be at least %{min|letters}' },
  'validation.passwordsMatch': { ar: 'كلمتا المرور غير متطابقتين', en: "Passwords don't match." },
  'validation.codeFormat': { ar: 'رمز التحقق يتكون من 6 أرقام', en: 'The verification code is 6 digits' },
  'validation.imageRequired': { ar: 'أضف صورة واحدة على الأقل', en: 'Add at least one image' },
  'validation.categoryRequired': { ar: 'اختر التصنيف', en: 'Choose a category' },
  'validation.discountNotEnabled': { ar: 'فعّل الخصم أولاً لتحديد قيمته', en: 'Enable the discount before setting its value' },
  'validation.discountRange': { ar: 'نسبة الخصم بين 1 و 99', en: 'The discount is between 1 and 99 percent' },
  'validation.unknownField': { ar: 'حقل غير معروف', en: 'Unknown field' },
  'validation.date': { ar: 'التاريخ غير صالح', en: 'Enter a valid date' },
  'validation.vatNumber': {
    ar: 'الرقم الضريبي 15 رقماً يبدأ وينتهي بالرقم 3',
    en: 'The VAT number is 15 digits starting and ending with 3',
  },

  // customers, reviews, notifications, content (issue 4)
  'validation.fourDigits': { ar: 'يتكون من 4 أرقام', en: 'Must be 4 digits' },
  'validation.shortAddress': {
    ar: 'العنوان المختصر غير صالح: 4 أحرف إنجليزية ثم 4 أرقام، مثل RRRD2929',
    en: 'Enter a valid short address: 4 letters then 4 digits, like RRRD2929',
  },
  'validation.saudiCity': { ar: 'اختر مدينة من قائمة المدن السعودية', en: 'Choose a city from the list of Saudi cities' },
  'validation.mapTileUrl': {
    ar: 'رابط الخرائط يجب أن يبدأ بـ https ويحتوي على {z} و{x} و{y}',
    en: 'The map tile link must start with https and contain {z}, {x} and {y}',
  },
  'validation.postalCode': {
    ar: 'الرمز البريدي غير صالح (5 أرقام في السعودية)',
    en: 'Enter a valid postal code (5 digits in Saudi Arabia)',
  },
  'validation.link': { ar: 'الرابط يجب أن يبدأ بـ / أو https://', en: 'The link must start with / or https://' },
  'validation.synonymTerms': {
    ar: 'أدخل كلمتين أو عبارتين مختلفتين على الأقل (20 على الأكثر)',
    en: 'Enter at least two different words or phrases (20 at most)',
  },
  'validation.synonymWord': { ar: 'اكتب كلمة بحروف أو أرقام', en: 'Write a word in letters or digits' },
  'validation.bannerImageRequired': { ar: 'صورة البانر مطلوبة', en: 'A new banner needs an image' },

  'profile.updated': { ar: 'تم تحديث الملف الشخصي', en: 'Your profile has been updated' },
  'profile.currentPasswordRequired': {
    ar: 'أدخل كلمة المرور الحالية لتغيير البريد الإلكتروني',
    en: 'Enter your current password to change your email',
  },

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

  'wishlist.added': { ar: 'أُضيف إلى قائمة الأمنيات', en: 'Added to your wishlist' },
  'wishlist.removed': { ar: 'أُزيل من قائمة الأمنيات', en: 'Removed from your wishlist' },
  'wishlist.merged': { ar: 'انضمت قائمة أمنياتك إلى حسابك', en: 'Your wishlist joined your account' },
  'wishlist.full': { ar: 'قائمة الأمنيات ممتلئة (200 منتج كحد أقصى)', en: 'Your wishlist is full (200 products at most)' },
  'messaging.templateNameInvalid': {
    ar: 'اسم القالب غير صالح: حروف إنجليزية صغيرة وأرقام وشرطة سفلية فقط كما سُجّل لدى Meta',
    en: 'The template name is not valid: lowercase letters, digits and underscores, as registered with Meta',
  },
  'messaging.webhookSignatureInvalid': {
    ar: 'توقيع إشعار واتساب غير صالح',
    en: 'The WhatsApp notification signature is not valid',
  },
  'messaging.webhookVerifyRefused': { ar: 'رمز التحقق من إشعارات واتساب غير صحيح', en: 'The WhatsApp webhook verify token is wrong' },
  'messaging.phoneMissing': {
    ar: 'أضف رقم جوالك أولاً لتصلك تحديثات الطلبات على واتساب',
    en: 'Add your mobile number first to get order updates on WhatsApp',
  },
  'stockAlert.saved': { ar: 'سنراسلك مرة واحدة عند توفر المنتج', en: "We'll email you once when it's back in stock" },
  'stockAlert.inStock': { ar: 'المنتج متوفر الآن، يمكنك طلبه مباشرة', en: 'It is in stock now: you can order it' },
  'stockAlert.tooMany': { ar: 'لهذا البريد طلبات تنبيه كثيرة تنتظر', en: 'This email already waits for too many products' },
  'stockAlert.unsubscribed': { ar: 'لن تصلك رسائل توفر المنتجات بعد الآن', en: 'You will get no more back-in-stock emails' },
  'stockAlert.invalidToken': { ar: 'رابط الإلغاء غير صالح', en: 'This link is not valid' },
  'stockAlert.savedSms': { ar: 'سنرسل لك رسالة نصية مرة واحدة عند توفره', en: "We'll text you once when it's back in stock" },
  'stockAlert.phoneRequired': {
    ar: 'سجّل الدخول برقم جوال موثّق لتصلك رسالة نصية',
    en: 'Sign in with a verified mobile number to be told by text message',
  },
  'sms.backInStock': {
    ar: 'ورد: عاد «%{product}» إلى المخزون. اطلبه قبل نفاده: %{url}',
    en: 'Ward: %{product} is back in stock. Order before it sells out: %{url}',
  },
  'savedCart.saved': { ar: 'حُفظت سلتك', en: 'Your cart is saved' },
  'savedCart.merged': { ar: 'انضمت سلتك إلى حسابك', en: 'Your cart joined your account' },
  'savedCart.restored': { ar: 'أُعيدت سلتك', en: 'Your cart is back' },
  'savedCart.restoreInvalid': { ar: 'رابط السلة غير صالح', en: 'This cart link is not valid' },
  'savedCart.restoreUsed': { ar: 'استُخدم رابط السلة من قبل', en: 'This cart link has already been used' },
  'savedCart.restoreExpired': { ar: 'انتهت صلاحية رابط السلة', en: 'This cart link has expired' },
  'savedCart.confirmQuestion': {
    ar: 'هل تريد أن نذكّرك بسلتك في ورد برسالة فيها رابط يعيدها؟',
    en: 'Would you like a reminder of your Ward cart, with a link that brings it back?',
  },
  'savedCart.confirmButton': { ar: 'نعم، ذكّرني', en: 'Yes, remind me' },
  'savedCart.contactConfirmed': {
    ar: 'تم. سيصلك تذكير بسلتك، وفي كل تذكير رابط لإيقافها.',
    en: 'Done. You will get a reminder of your cart; every reminder has a link to stop them.',
  },
  'savedCart.unsubscribed': { ar: 'لن تصلك تذكيرات السلة بعد الآن', en: 'You will get no more cart reminders' },
  'newsletter.subscribed': { ar: 'تم الاشتراك في النشرة البريدية، شكراً لك', en: 'You are subscribed to our newsletter. Thank you!' },
  'newsletter.unsubscribed': { ar: 'تم إلغاء اشتراكك في النشرة البريدية', en: 'You have been unsubscribed from our newsletter' },
  'newsletter.invalidToken': { ar: 'رابط إلغاء الاشتراك غير صالح', en: 'This unsubscribe link is not valid' },
  'product.sfdaNumberFormat': {
    ar: 'رقم إشعار الهيئة من 6 إلى 20 حرفاً لاتينياً أو رقماً أو - أو /، وفيه رقم واحد على الأقل',
    en: 'An SFDA notification number is 6 to 20 letters, digits, - or /, with at least one digit',
  },
  'consent.required': { ar: 'ضع علامة في المربع للموافقة أولاً', en: 'Tick the box to agree first' },
  'consent.unknownText': { ar: 'نص الموافقة غير معروف', en: 'This consent text is not known' },
  'consent.optedOut': { ar: 'لن تصلك رسائل تسويقية عبر هذه الوسيلة بعد الآن', en: 'You will get no more marketing messages this way' },
  'consent.invalidLink': { ar: 'رابط إلغاء الاشتراك غير صالح أو منتهي', en: 'This unsubscribe link is not valid or has expired' },
  'consent.noContact': { ar: 'لا يوجد في حسابك عنوان لهذه الوسيلة', en: 'Your account has no address for this channel' },
  'consent.saved': { ar: 'تم حفظ تفضيلات الرسائل', en: 'Your message preferences are saved' },
  'contact.sent': { ar: 'تم استلام رسالتك، سنتواصل معك قريباً', en: 'We received your message and will get back to you soon' },
  'contact.failed': { ar: 'فشل إرسال الرسالة، حاول مرة أخرى', en: 'Failed to send your message. Please try again.' },
  // checkout: cart, coupons, shipping, orders, payments, shipments, invoices (issue 3)
  'validation.quantityMin': { ar: 'أقل كمية هي 1', en: 'The minimum quantity is 1' },
  'validation.country': {
    ar: 'اختر دولة من القائمة (السعودية، الإمارات، قطر، الكويت، البحرين)',
    en: 'Choose a listed country (Saudi Arabia, UAE, Qatar, Kuwait, Bahrain)',
  },
  'validation.paymentMethod': {
    ar: 'اختر طريقة الدفع: بطاقة ائتمانية أو الدفع عند الاستلام أو محفظة إلكترونية',
    en: 'Choose a payment method: credit card, cash on delivery or e-wallet',
  },
  'validation.couponCode': { ar: 'الرمز يتكون من حروف وأرقام فقط', en: 'The code may contain only letters and numbers' },
  'validation.url': { ar: 'الرابط غير صالح (يبدأ بـ https://)', en: 'Enter a valid link (starting with https://)' },
  'validation.trackingNumber': {
    ar: 'رقم التتبع غير صالح (4 إلى 40 حرفاً أو رقماً)',
    en: 'Enter a valid tracking number (4 to 40 letters or digits)',
  },
  'validation.idempotencyKey': {
    ar: 'مفتاح Idempotency-Key غير صالح (8 إلى 100 حرف)',
    en: 'The Idempotency-Key header is not valid (8 to 100 characters)',
  },

  'cart.empty': { ar: 'السلة فارغة', en: 'Your cart is empty' },
  'cart.productGone': { ar: 'هذا المنتج لم يعد متوفراً في المتجر', en: 'This product is no longer available' },
  'cart.outOfStock': { ar: 'نفدت الكمية من هذا المنتج', en: 'This product is out of stock' },
  'cart.insufficientStock': { ar: 'المتوفر من هذا المنتج %{available} فقط', en: 'Only %{available} of this product are available' },
  'cart.lineRequired': { ar: 'حدد المنتج أو النوع', en: 'Send a productId or a variantId' },
  'cart.variantRequired': {
    ar: 'اختر أحد أنواع هذا المنتج (الحجم أو التركيز)',
    en: 'Choose one of this product’s variants (size or concentration)',
  },
  'cart.noSuchVariant': { ar: 'لا يوجد نوع بهذه الخيارات', en: 'No variant has these options' },
  'cart.variantMismatch': { ar: 'هذا النوع لا يتبع هذا المنتج', en: 'This variant belongs to another product' },

  'coupon.codeRequired': { ar: 'أدخل رمز الكوبون أولاً', en: 'Enter a coupon code first' },
  'coupon.notFound': { ar: 'رمز الكوبون غير موجود', en: 'Coupon not found' },
  'coupon.expired': { ar: 'انتهت صلاحية هذا الكوبون', en: 'This coupon has expired' },
  'coupon.invalid': { ar: 'رمز الكوبون غير صالح', en: 'This coupon code is not valid' },
  'coupon.usedUp': { ar: 'تم استخدام هذا الكوبون بالحد الأقصى المسموح', en: 'This coupon has reached its usage limit' },
  'coupon.minimumNotMet': {
    ar: 'هذا الكوبون يتطلب طلباً بقيمة %{min} ر.س على الأقل',
    en: 'This coupon needs an order of at least %{min} SAR',
  },
  'coupon.validateFailed': { ar: 'فشل التحقق من الكوبون، حاول مرة أخرى', en: 'Failed to validate the coupon. Please try again.' },
  'coupon.applied': { ar: 'تم تطبيق الكوبون', en: 'The coupon has been applied' },
  'coupon.removed': { ar: 'تمت إزالة الكوبون', en: 'The coupon has been removed' },
  'coupon.alreadyUsed': {
    ar: 'سبق أن استخدمت هذا الكوبون، فهو لمرة واحدة لكل عميل',
    en: 'You have already used this coupon: it is once per customer',
  },
  'coupon.firstOrderOnly': { ar: 'هذا الكوبون لأول طلب فقط', en: 'This coupon is for a first order only' },
  'order.unpaidHoldProduct': {
    ar: 'لا يمكن حجز أكثر من %{max} من «%{name}» في طلبات لم تُدفع بعد. أكمل دفع طلبك السابق أو اختر الدفع عند الاستلام.',
    en: 'At most %{max} of “%{name}” can be held in orders not paid yet. Pay your earlier order first, or choose cash on delivery.',
  },
  'order.unpaidHoldTotal': {
    ar: 'لا يمكن حجز أكثر من %{max|pieces} في طلبات لم تُدفع بعد. أكمل دفع طلباتك السابقة أو اختر الدفع عند الاستلام.',
    en: 'At most %{max|pieces} can be held in orders not paid yet. Pay your earlier orders first, or choose cash on delivery.',
  },
  'coupon.codeTaken': { ar: 'يوجد كوبون بهذا الرمز مسبقاً', en: 'A coupon with this code already exists' },
  'coupon.percentMax': { ar: 'نسبة الخصم لا تتجاوز 100%', en: 'A percentage discount cannot exceed 100%' },
  'coupon.limitBelowUsage': {
    ar: 'حد الاستخدام أقل من عدد مرات الاستخدام الحالية (%{used})',
    en: 'The usage limit is below the times it was already used (%{used})',
  },
  'coupon.deleteFailed': { ar: 'فشل حذف الكوبون', en: 'Failed to delete the coupon' },
  'coupon.saveFailed': { ar: 'فشل إنشاء الكوبون أو تحديثه', en: 'Failed to create or update the coupon' },

  'promotion.notFound': { ar: 'العرض غير موجود', en: 'Promotion not found' },
  'promotion.endBeforeStart': { ar: 'يجب أن ينتهي العرض بعد بدايته', en: 'The promotion must end after it starts' },
  'promotion.emptyHours': { ar: 'ساعة البداية والنهاية متساويتان', en: 'The start and end hours are the same' },
  'promotion.tiersOrder': {
    ar: 'يجب أن تتصاعد الشرائح: كل شريحة أعلى من التي قبلها',
    en: 'Tiers must go up: each tier above the one before it',
  },
  'promotion.bundleOfOne': { ar: 'الباقة تضم قطعتين على الأقل', en: 'A bundle holds at least two items' },
  'promotion.amount': { ar: 'اختر نسبة أو مبلغاً ثابتاً', en: 'Choose a percent or a fixed amount' },
  'promotion.ruleType': { ar: 'نوع العرض غير معروف', en: 'Unknown promotion type' },
  'promotion.limitBelowUsage': {
    ar: 'حد الاستخدام أقل من عدد مرات الاستخدام الحالية (%{used})',
    en: 'The usage limit is below the times it was already used (%{used})',
  },
  'promotion.budgetBelowSpent': {
    ar: 'الميزانية أقل مما صُرف من العرض (%{spent} ر.س)',
    en: 'The budget is below what the promotion already gave (SAR %{spent})',
  },
  'promotion.previewEmpty': { ar: 'اختر منتجات أو طلباً سابقاً للتجربة', en: 'Choose items or a past order to try it on' },
  'promotion.nudgeItems': { ar: 'أضف %{count|pieces} لتحصل على: %{label}', en: 'Add %{count|pieces} more to get: %{label}' },
  'promotion.nudgeAmount': { ar: 'أضف %{amount} لتحصل على: %{label}', en: 'Add %{amount} more to get: %{label}' },
  'order.totalChanged': {
    ar: 'تغيّر مجموع طلبك إلى %{total} ر.س (انتهى عرض أو تغيّر سعر). راجع المجموع الجديد ثم أكمل الطلب.',
    en: 'Your order total changed to SAR %{total} (a promotion ended or a price changed). Check the new total, then place the order.',
  },
  'promotion.changed': {
    ar: 'تغيّر أحد العروض على سلتك (انتهى أو نفد). راجع المجموع الجديد ثم أكمل الطلب.',
    en: 'A promotion on your cart changed (it ended or ran out). Check the new total, then place the order.',
  },

  'shipping.failed': { ar: 'فشل حساب تكلفة الشحن', en: 'Failed to calculate shipping.' },
  'shipping.incompleteProduct': {
    ar: 'لا يمكن حساب الشحن لأن بيانات المنتج غير مكتملة، يرجى التواصل مع الدعم',
    en: 'Cannot calculate shipping because product information is incomplete. Please contact support.',
  },
  'shipping.unavailable': { ar: 'الشحن إلى هذه الدولة غير متاح حالياً', en: 'Shipping to this country is not available right now' },
  'shipping.daysRange': {
    ar: 'أقصى مدة للتوصيل يجب ألا تقل عن أدناها',
    en: 'The longest delivery time cannot be shorter than the shortest',
  },
  'shipping.rateExists': { ar: 'يوجد سعر شحن لهذه الدولة وشركة الشحن مسبقاً', en: 'This carrier already has a rate for this country' },
  'shipping.rateNotFound': { ar: 'سعر الشحن غير موجود', en: 'Shipping rate not found' },
  'carrier.notFound': { ar: 'شركة الشحن غير موجودة', en: 'Carrier not found' },
  'carrier.templateNeedsNumber': {
    ar: 'يجب أن يحتوي رابط التتبع على {n} مكان رقم الشحنة',
    en: 'The tracking link must contain {n} where the tracking number goes',
  },
  'carrier.inUse': {
    ar: 'لا يمكن حذف شركة شحن مرتبطة بطلبات، يمكنك تعطيلها بدلاً من ذلك',
    en: 'A carrier used by orders cannot be deleted; deactivate it instead',
  },

  'order.placed': { ar: 'تم استلام طلبك بنجاح', en: 'Your order has been placed' },
  'order.failed': { ar: 'فشل تنفيذ الطلب، حاول مرة أخرى', en: 'Order failed. Please try again.' },
  'order.processingError': { ar: 'حدث خطأ أثناء معالجة الطلب', en: 'Order processing error' },
  'order.notFound': { ar: 'الطلب غير موجود', en: 'Order not found' },
  'order.outOfStock': {
    ar: 'الكمية المطلوبة من "%{name}" غير متوفرة (المتوفر %{available})',
    en: 'Not enough stock of "%{name}" (%{available} available)',
  },
  'order.productGone': { ar: 'أحد المنتجات في السلة لم يعد متوفراً', en: 'A product in your cart is no longer available' },
  'order.transitionRefused': {
    ar: 'لا يمكن نقل الطلب من حالة "%{from}" إلى "%{to}"',
    en: 'The order cannot move from "%{from}" to "%{to}"',
  },
  'order.codLimit': {
    ar: 'الدفع عند الاستلام متاح للطلبات حتى %{max} ر.س',
    en: 'Cash on delivery is available for orders up to %{max} SAR',
  },
  'order.addressRequired': { ar: 'اختر عنواناً محفوظاً أو أدخل عنوان التوصيل', en: 'Choose a saved address or enter a delivery address' },
  'order.countryMismatch': { ar: 'الدولة لا تطابق دولة عنوان التوصيل', en: 'The country does not match the delivery address' },
  'order.idempotencyMismatch': {
    ar: 'تم استخدام مفتاح Idempotency-Key مع طلب مختلف',
    en: 'This Idempotency-Key was already used for a different order',
  },
  'order.carrierRequired': { ar: 'اختر شركة الشحن', en: 'Choose a carrier' },
  'sample.unavailable': { ar: 'المتجر لا يقدم عينات مجانية حالياً', en: 'The shop offers no free samples at the moment' },
  'sample.tooMany': { ar: 'يمكنك اختيار %{max|samples} كحد أقصى', en: 'You can choose up to %{max|samples}' },
  'sample.notOffered': { ar: 'هذا المنتج لا يقدم عينة مجانية', en: 'This product offers no free sample' },
  'sample.outOfStock': { ar: 'نفدت عينات «%{name}»', en: 'Samples of “%{name}” are out of stock' },
  'sample.duplicate': { ar: 'اخترت عينة هذا المنتج مرتين', en: 'You chose this sample twice' },
  'sample.needsPaidLine': {
    ar: 'العينات المجانية تُرسل مع طلب: أضف منتجاً إلى السلة أولاً',
    en: 'Free samples come with an order: add a product to your cart first',
  },
  'gift.wrapUnavailable': {
    ar: 'تغليف الهدايا غير متاح حالياً، أزل خيار التغليف وتابع',
    en: 'Gift wrapping is not available at the moment; remove it to continue',
  },
  'order.approved': { ar: 'تم اعتماد الطلب وهو قيد التجهيز', en: 'The order is approved and in preparation' },
  'order.rejected': { ar: 'تم رفض الطلب', en: 'The order has been rejected' },
  'order.shipped': { ar: 'تم شحن الطلب', en: 'The order has been shipped' },
  'order.completed': { ar: 'تم إكمال الطلب', en: 'The order is completed' },

  'orderStatus.NotFound': { ar: 'غير موجود', en: 'Not found' },
  'orderStatus.New': { ar: 'جديد', en: 'New' },
  'orderStatus.Rejected': { ar: 'مرفوض', en: 'Rejected' },
  'orderStatus.WaitingForPayment': { ar: 'بانتظار الدفع', en: 'Waiting for payment' },
  'orderStatus.PaymentFailure': { ar: 'فشل الدفع', en: 'Payment failure' },
  'orderStatus.InPreparation': { ar: 'قيد التجهيز', en: 'In preparation' },
  'orderStatus.OnTheWay': { ar: 'في الطريق', en: 'On the way' },
  'orderStatus.Completed': { ar: 'مكتمل', en: 'Completed' },
  'orderStatus.Unknown': { ar: 'غير معروف', en: 'Unknown' },
  'orderStatus.PaymentCanceled': { ar: 'أُلغي الدفع', en: 'Payment cancelled' },
  'orderStatus.PaymentExpired': { ar: 'انتهت مهلة الدفع', en: 'Payment expired' },

  'orderEvent.paid': { ar: 'تم الدفع', en: 'Paid' },
  'orderEvent.card_declined': { ar: 'رُفضت البطاقة', en: 'Card declined' },
  'orderEvent.insufficient_funds': { ar: 'الرصيد غير كافٍ', en: 'Insufficient funds' },
  'orderEvent.authentication_failed': { ar: 'فشل التحقق برمز الدفع الآمن (3-D Secure)', en: '3-D Secure verification failed' },
  'orderEvent.canceled_by_shopper': { ar: 'ألغى العميل الدفع', en: 'Payment cancelled by the customer' },
  'orderEvent.canceled': { ar: 'أُلغي الدفع', en: 'Payment cancelled' },
  'orderEvent.expired': { ar: 'انتهت مهلة الدفع', en: 'Payment window expired' },
  'orderEvent.failed': { ar: 'فشل الدفع', en: 'Payment failed' },

  'payment.notFound': { ar: 'عملية الدفع غير موجودة', en: 'Payment not found' },
  'payment.checkFailed': { ar: 'حدث خطأ أثناء التحقق من الدفع', en: 'Error checking payment.' },
  'payment.idMissing': { ar: 'رقم عملية الدفع غير موجود في الرابط', en: 'The payment id is missing from the link.' },
  'payment.invalidSignature': { ar: 'توقيع إشعار الدفع غير صالح', en: 'The payment notification signature is not valid' },
  'payment.amountMismatch': {
    ar: 'مبلغ إشعار الدفع لا يطابق مبلغ الفاتورة',
    en: 'The payment notification amount does not match the invoice',
  },
  'payment.gatewayUnavailable': {
    ar: 'بوابة الدفع غير متاحة حالياً، حاول الدفع بعد قليل',
    en: 'The payment gateway is not available right now. Please try again shortly.',
  },
  'payment.methodUnavailable': {
    ar: 'طريقة الدفع هذه غير متاحة حالياً، اختر طريقة أخرى',
    en: 'This payment method is not available at the moment. Please choose another one.',
  },
  'payment.refundFailed': { ar: 'تعذر استرداد المبلغ من بوابة الدفع', en: 'The payment could not be refunded by the gateway' },
  'paymentStatus.paid': { ar: 'مدفوعة', en: 'Paid' },
  'paymentStatus.pending': { ar: 'قيد الانتظار', en: 'Pending' },
  'paymentStatus.canceled': { ar: 'ملغاة', en: 'Canceled' },
  'paymentStatus.declined': { ar: 'مرفوضة', en: 'Declined' },
  'paymentStatus.expired': { ar: 'منتهية', en: 'Expired' },
  'paymentStatus.refunded': { ar: 'مستردة', en: 'Refunded' },
  'paymentStatus.unknown': { ar: 'غير معروفة', en: 'Unknown' },
  'paymentStatus.partiallyRefunded': { ar: 'مستردة جزئياً', en: 'Partially refunded' },
  'paymentReason.card_declined': { ar: 'رفض البنك المُصدر البطاقة', en: 'The card was declined by its bank' },
  'paymentReason.insufficient_funds': { ar: 'الرصيد غير كافٍ', en: 'Insufficient funds' },
  'paymentReason.authentication_failed': {
    ar: 'لم يكتمل التحقق برمز الدفع الآمن (3-D Secure)',
    en: 'The 3-D Secure verification did not succeed',
  },
  'paymentReason.other': { ar: 'لم تقبل بوابة الدفع العملية', en: 'The payment gateway did not accept the payment' },

  'shipment.linkInvalid': { ar: 'رابط الشحنة غير صالح أو منتهي الصلاحية', en: 'Invalid or expired shipment link.' },
  'shipment.notConfirmed': { ar: 'لم يتم تأكيد الشحنة بعد', en: 'Shipment not confirmed.' },
  'invoice.notAvailable': { ar: 'الفاتورة الضريبية تصدر بعد تأكيد الطلب', en: 'The tax invoice is issued once the order is confirmed' },
  'report.rangeInvalid': { ar: 'تاريخ النهاية يجب أن يكون بعد تاريخ البداية', en: 'The end date must be after the start date' },

  // e-invoicing with ZATCA (issue 16)
  'validation.otp': { ar: 'رمز التحقق من بوابة فاتورة يتكون من 6 أرقام', en: 'The Fatoora portal code is 6 digits' },
  'zatca.environment': { ar: 'اختر بيئة الربط', en: 'Choose an environment' },
  'zatca.noCsr': { ar: 'أنشئ المفاتيح وطلب الشهادة أولاً', en: 'Generate the keys and the certificate request first' },
  'zatca.noComplianceCsid': { ar: 'احصل على شهادة الامتثال أولاً', en: 'Obtain the compliance certificate first' },
  'zatca.checksNotPassed': { ar: 'اجتز فحوصات الامتثال الثلاثة أولاً', en: 'Pass the three compliance checks first' },
  'zatca.alreadyActive': { ar: 'وحدة الفوترة مفعلة بالفعل', en: 'This invoicing unit is already active' },
  'zatca.refused': { ar: 'رفضت هيئة الزكاة والضريبة والجمارك الطلب: %{detail}', en: 'ZATCA refused the request: %{detail}' },
  'zatca.unreachable': {
    ar: 'تعذر الوصول إلى منصة فاتورة، حاول مرة أخرى بعد قليل',
    en: 'ZATCA’s Fatoora platform could not be reached. Try again shortly.',
  },
  'zatca.notInvoiced': { ar: 'لم تصدر فاتورة لهذا الطلب بعد', en: 'This order has no tax invoice yet' },
  'zatca.correctionInvalid': { ar: 'البنود أو المبلغ لا تطابق الطلب', en: 'The lines or the amount do not match the order' },
  'zatca.creditExceeds': {
    ar: 'مجموع الإشعارات الدائنة يتجاوز إجمالي الفاتورة (%{total} ريال)',
    en: 'The credit notes would exceed the invoice total (SAR %{total})',
  },
  'zatca.documentNotSigned': { ar: 'المستند لم يُوقَّع بعد', en: 'The document is not signed yet' },
  'zatca.sellerIncomplete': {
    ar: 'أكمل بيانات البائع في الإعدادات (الرقم الضريبي والسجل التجاري والعنوان الوطني) أولاً',
    en: 'Complete the seller details in the settings (VAT number, CR number, National Address) first',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Parts of the catalogue loaded later (payments: by the server at start, by the back office with its payment screens). */
const laterParts: Record<string, { ar: string; en: string }> = {};

/** Adds a part of the catalogue that is not in every app's first load (see payment-messages.ts). */
export function addMessages(part: Record<string, { ar: string; en: string }>): void {
  Object.assign(laterParts, part);
}

export type MessageKey = keyof typeof messages | PaymentMessageKey | ReturnMessageKey | WalletMessageKey;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key) || Object.prototype.hasOwnProperty.call(laterParts, key);
}

/** Translates a catalogue key (a MessageKey; any other text comes back as it is); Arabic is the fallback language (SPEC.md §1). */
export function translate(key: string, lang: Language = 'ar', params: Record<string, string | number> = {}): string {
  const own = Object.prototype.hasOwnProperty.call(messages, key);
  const entry = own ? messages[key as keyof typeof messages] : isMessageKey(key) ? laterParts[key] : undefined;
  const template = entry ? (entry[lang] ?? entry.ar) : key;
  return fillTemplate(template, lang, params);
}

/** Picks the language from an Accept-Language header or a `lang` value; Arabic by default. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return 'ar';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ar';
}
