import { renderMail, type BilingualContent, type RenderedMail } from './layout.js';

/** A marketing mail (issue 33 §1): its opt-out link also goes in the `List-Unsubscribe` header. */
const marketing = (unsubscribeUrl: string, content: BilingualContent): RenderedMail => ({ ...renderMail(content), unsubscribeUrl });

/** Bilingual mail templates (Arabic first). Each module adds its own here. */
export const mailTemplates = {
  resetCode: (v: { name: string; code: string; minutes: number }): RenderedMail =>
    renderMail({
      subject: { ar: 'رمز إعادة تعيين كلمة المرور', en: 'Your password reset code' },
      ar: [
        `مرحباً ${v.name}،`,
        `استخدم هذا الرمز لإعادة تعيين كلمة المرور. صالح لمدة ${v.minutes} دقيقة.`,
        'إذا لم تطلب ذلك فتجاهل هذه الرسالة.',
      ],
      en: [
        `Hello ${v.name},`,
        `Use this code to reset your password. It is valid for ${v.minutes} minutes.`,
        "If you didn't ask for it, ignore this mail.",
      ],
      highlight: v.code,
      secret: true,
    }),
  accountCode: (v: { code: string; minutes: number }): RenderedMail =>
    renderMail({
      subject: { ar: 'رمز إنشاء حسابك في ورد', en: 'Your Ward account code' },
      ar: [`أدخل هذا الرمز لإنشاء حسابك في ورد وربط طلبك به. صالح لمدة ${v.minutes} دقائق.`, 'إذا لم تطلب ذلك فتجاهل هذه الرسالة.'],
      en: [
        `Enter this code to create your Ward account with your order in it. It is valid for ${v.minutes} minutes.`,
        "If you didn't ask for it, ignore this mail.",
      ],
      highlight: v.code,
      secret: true,
    }),
  signInCode: (v: { code: string; minutes: number }): RenderedMail =>
    renderMail({
      subject: { ar: 'رمز الدخول إلى ورد', en: 'Your Ward sign-in code' },
      ar: [
        `تعذّر إرسال رمز الدخول برسالة نصية الآن، فأرسلناه إلى بريدك. صالح لمدة ${v.minutes} دقائق.`,
        'لا تشاركه مع أحد. إن لم تطلبه فتجاهل هذه الرسالة.',
      ],
      en: [
        `We could not text your sign-in code just now, so here it is by mail. It is valid for ${v.minutes} minutes.`,
        "Do not share it. If you didn't ask for it, ignore this mail.",
      ],
      highlight: v.code,
      secret: true,
    }),
  emailCode: (v: { code: string; minutes: number }): RenderedMail =>
    renderMail({
      subject: { ar: 'رمز تأكيد بريدك في ورد', en: 'Confirm your email for Ward' },
      ar: [
        `أدخل هذا الرمز في حسابك في ورد لتأكيد أن هذا البريد لك. صالح لمدة ${v.minutes} دقيقة.`,
        'إذا لم تنشئ حساباً في ورد فتجاهل هذه الرسالة: لن يُربط بريدك بأي طلب دون هذا الرمز.',
      ],
      en: [
        `Enter this code in your Ward account to confirm this email is yours. It is valid for ${v.minutes} minutes.`,
        "If you didn't make a Ward account, ignore this mail: no order is tied to your address without this code.",
      ],
      highlight: v.code,
      secret: true,
    }),
  emailDetached: (v: { name: string; shopUrl: string }): RenderedMail =>
    renderMail({
      subject: { ar: 'بريدك الآن لحسابك وحده', en: 'Your email now belongs to your account alone' },
      ar: [
        `مرحباً ${v.name}،`,
        'أكّدت بريدك الإلكتروني وأنشأت حسابك مع طلبك. كان هذا البريد مكتوباً في حساب آخر في ورد لم يؤكده أحد، فلم ننقل طلبك إليه وفصلنا بريدك عنه.',
        'إن كان ذلك الحساب لك، فادخل إلى حسابك واختر «نقل حسابي السابق» في ملفك الشخصي لنقل طلباته وعناوينه إليه. وإن لم يكن لك فلا حاجة لأي إجراء.',
      ],
      en: [
        `Hello ${v.name},`,
        'You confirmed your email and your account is ready with your order. Another Ward account had typed in this email without ever confirming it, so your order did not go there and your email no longer belongs to it.',
        'If that account was yours, sign in and choose “Bring over my earlier account” in your profile to move its orders and addresses here. If it was not, there is nothing to do.',
      ],
      link: { url: `${v.shopUrl}/user/profile`, ar: 'ملفي الشخصي', en: 'My profile' },
    }),
  resetPaused: (v: { name: string; minutes: number }): RenderedMail =>
    renderMail({
      subject: { ar: 'محاولات كثيرة لإعادة تعيين كلمة المرور', en: 'Many attempts to reset your password' },
      ar: [
        `مرحباً ${v.name}،`,
        `أُدخلت رموز خاطئة كثيرة لإعادة تعيين كلمة مرور حسابك في ورد، فأوقفنا إعادة التعيين لمدة ${v.minutes} دقيقة وألغينا الرموز السابقة.`,
        'كلمة مرورك لم تتغير. إذا كنت أنت فاطلب رمزاً جديداً بعد انتهاء المدة، وإن لم تكن أنت فلا حاجة لأي إجراء.',
      ],
      en: [
        `Hello ${v.name},`,
        `Many wrong codes were entered to reset the password of your Ward account, so resets are paused for ${v.minutes} minutes and earlier codes no longer work.`,
        "Your password has not changed. If this was you, ask for a new code after the pause; if it wasn't, there is nothing to do.",
      ],
    }),
  accountBlocked: (v: { name: string }): RenderedMail =>
    renderMail({
      subject: { ar: 'حسابك في ورد موقوف', en: 'Your Ward account is blocked' },
      ar: [`مرحباً ${v.name}،`, 'طُلبت إعادة تعيين كلمة مرور حسابك، لكن الحساب موقوف حالياً.', 'تواصل مع المتجر لمعرفة السبب وإعادة تفعيله.'],
      en: [
        `Hello ${v.name},`,
        'Someone asked to reset the password of your account, but the account is blocked.',
        'Please contact the shop to find out why and to have it reactivated.',
      ],
    }),
  welcome: (v: { name: string; shopUrl: string; code: string; minutes: number }): RenderedMail =>
    renderMail({
      subject: { ar: 'أهلاً بك في ورد', en: 'Welcome to Ward' },
      ar: [
        `مرحباً ${v.name}،`,
        'تم إنشاء حسابك في متجر ورد للعطور والعود والبخور.',
        `لتأكيد أن هذا البريد لك، أدخل الرمز أدناه في حسابك (صالح ${v.minutes} دقيقة، ويمكنك طلب غيره من حسابك).`,
      ],
      en: [
        `Hello ${v.name},`,
        'Your Ward account is ready: perfume, oud and incense.',
        `To confirm this email is yours, enter the code below in your account (valid for ${v.minutes} minutes; ask for another there).`,
      ],
      highlight: v.code,
      secret: true,
      link: { url: v.shopUrl, ar: 'تسوّق الآن', en: 'Start shopping' },
    }),
  newsletterWelcome: (v: { shopUrl: string; unsubscribeUrl: string }): RenderedMail =>
    marketing(v.unsubscribeUrl, {
      subject: { ar: 'أهلاً بك في نشرة ورد', en: 'Welcome to the Ward newsletter' },
      ar: [
        'شكراً لاشتراكك في نشرة ورد البريدية.',
        'ستصلك أحدث العطور والعروض الخاصة أولاً بأول.',
        `تسوّق الآن: ${v.shopUrl}`,
        'يمكنك إلغاء الاشتراك في أي وقت من الرابط أدناه، دون تسجيل الدخول.',
      ],
      en: [
        'Thank you for subscribing to the Ward newsletter.',
        'You will be the first to hear about new perfumes and special offers.',
        `Shop now: ${v.shopUrl}`,
        'You can unsubscribe at any time with the link below, no login needed.',
      ],
      link: { url: v.unsubscribeUrl, ar: 'إلغاء الاشتراك', en: 'Unsubscribe' },
    }),
  stockAlertSaved: (v: { product: { ar: string; en: string }; unsubscribeUrl: string }): RenderedMail =>
    renderMail({
      subject: { ar: `سنخبرك عند توفر «${v.product.ar}»`, en: `We'll tell you when ${v.product.en} is back` },
      ar: [
        `طلبت أن نخبرك عند توفر «${v.product.ar}». سنراسلك مرة واحدة فقط عندما يعود إلى المخزون.`,
        'إن لم تطلب ذلك فاستخدم الرابط أدناه.',
      ],
      en: [
        `You asked us to tell you when ${v.product.en} is back. We will write once, when it returns to stock.`,
        "If this wasn't you, use the link below.",
      ],
      link: { url: v.unsubscribeUrl, ar: 'إلغاء تنبيهات التوفر', en: 'Stop back-in-stock emails' },
    }),
  backInStock: (v: { product: { ar: string; en: string }; productUrl: string; unsubscribeUrl: string }): RenderedMail =>
    renderMail({
      subject: { ar: `عاد «${v.product.ar}» إلى المخزون`, en: `${v.product.en} is back in stock` },
      ar: [`«${v.product.ar}» متوفر الآن في ورد.`, 'الكمية محدودة، فاطلبه قبل نفاده.', `لإيقاف رسائل التوفر: ${v.unsubscribeUrl}`],
      en: [
        `${v.product.en} is in stock again at Ward.`,
        'Quantities are limited: order before it sells out.',
        `To stop back-in-stock emails: ${v.unsubscribeUrl}`,
      ],
      link: { url: v.productUrl, ar: 'اطلبه الآن', en: 'Order it now' },
    }),
  cartReminder: (v: { products: Array<{ ar: string; en: string }>; restoreUrl: string; unsubscribeUrl: string }): RenderedMail =>
    marketing(v.unsubscribeUrl, {
      subject: { ar: 'سلتك في ورد بانتظارك', en: 'Your Ward cart is waiting for you' },
      ar: [
        `تركت في سلتك: ${v.products.map((p) => `«${p.ar}»`).join('، ')}.`,
        'أعدها بضغطة واحدة وأكمل طلبك متى شئت؛ الأسعار والمخزون كما هي اليوم.',
        `لإيقاف تذكيرات السلة: ${v.unsubscribeUrl}`,
      ],
      en: [
        `You left in your cart: ${v.products.map((p) => p.en).join(', ')}.`,
        "Bring it back with one tap and finish your order when you like; prices and stock are today's.",
        `To stop cart reminders: ${v.unsubscribeUrl}`,
      ],
      link: { url: v.restoreUrl, ar: 'أعد سلتي', en: 'Restore my cart' },
    }),
  cartContactConfirm: (v: { confirmUrl: string }): RenderedMail =>
    renderMail({
      subject: { ar: 'هل تريد تذكيراً بسلتك في ورد؟', en: 'Would you like a reminder of your Ward cart?' },
      ar: [
        'كُتب بريدك هذا عند الدفع في متجر ورد ولم يكتمل الطلب.',
        'إن كنت أنت وتريد أن نذكّرك بسلتك برابط يعيدها، فأكّد ذلك من الرابط. وإن لم تكن أنت فتجاهل هذه الرسالة: لن نرسل إليك شيئاً آخر.',
      ],
      en: [
        'This email was typed in at checkout in the Ward shop, and the order was not finished.',
        "If it was you and you would like a reminder with a link back to your cart, confirm with the link. If it wasn't you, ignore this mail: we will send you nothing else.",
      ],
      link: { url: v.confirmUrl, ar: 'نعم، ذكّرني بسلتي', en: 'Yes, remind me of my cart' },
    }),
  contactMessage: (v: {
    id: number;
    name: string;
    email: string;
    phone: string | null;
    subject: string | null;
    message: string;
  }): RenderedMail => {
    const lines = v.message.split(/\r?\n/).filter((l) => l.trim());
    return renderMail({
      subject: { ar: `رسالة تواصل #${v.id}${v.subject ? `: ${v.subject}` : ''}`, en: `Contact message #${v.id}` },
      ar: [
        `من: ${v.name} <${v.email}>`,
        ...(v.phone ? [`الجوال: ${v.phone}`] : []),
        ...(v.subject ? [`الموضوع: ${v.subject}`] : []),
        ...lines,
      ],
      en: [
        `From: ${v.name} <${v.email}>`,
        ...(v.phone ? [`Phone: ${v.phone}`] : []),
        'The message is shown above, as the customer wrote it.',
      ],
    });
  },
  emailChanged: (v: { name: string; newEmail: string }): RenderedMail =>
    renderMail({
      subject: { ar: 'تم تغيير بريدك الإلكتروني', en: 'Your email address was changed' },
      ar: [`مرحباً ${v.name}،`, `تم تغيير البريد الإلكتروني لحسابك في ورد إلى ${v.newEmail}.`, 'إذا لم تقم بذلك فتواصل معنا فوراً.'],
      en: [
        `Hello ${v.name},`,
        `The email address of your Ward account was changed to ${v.newEmail}.`,
        "If this wasn't you, contact us right away.",
      ],
    }),
} as const;
