/** The Payments screen's words (Arabic and English), loaded with the screen rather than the first bundle. Keys under `ward.paymentsScreen`. */
const texts = {
  ar: {
    title: 'المدفوعات',
    intro:
      'استقبل المدفوعات الحقيقية عبر ميسّر (مدى وفيزا وماستركارد مع التحقق ثلاثي الأبعاد، وأبل باي، وإس تي سي باي) وتابي وتمارا (الدفع لاحقاً). تُشفَّر المفاتيح عند الحفظ ولا تُعرض مجدداً. القيم المضبوطة في بيئة الخادم لها الأولوية.',
    methods: 'طرق الدفع في صفحة الإتمام',
    methodsHelp: 'اختر المزوّد الذي يستقبل كل طريقة دفع، أو أوقف الطريقة. لا تظهر الطريقة إلا إذا كان مزوّدها مفعّلاً ومفاتيحه مكتملة.',
    offeredBy: 'متاحة عبر %{provider}',
    notOffered: 'غير متاحة',
    off: 'متوقفة (غير متاحة)',
    enabled: 'مفعّل',
    ready: 'جاهز',
    notReady: 'غير جاهز',
    testKeys: 'مفاتيح تجريبية: لا تُنقل أموال حقيقية',
    saved: 'محفوظ، ينتهي بـ',
    remove: 'احذف المحفوظ',
    fromEnvironment: 'مضبوط في بيئة الخادم، غيّره هناك',
    webhookUrl: 'رابط الإشعارات (Webhook)',
    copy: 'نسخ',
    copied: 'تم النسخ',
    providers: { moyasar: 'ميسّر', tabby: 'تابي', tamara: 'تمارا', test: 'بوابة الاختبار' },
    about: {
      moyasar:
        'مدى وفيزا وماستركارد مع التحقق ثلاثي الأبعاد، وأبل باي، وإس تي سي باي. المفاتيح من لوحة ميسّر ← الإعدادات ← مفاتيح الواجهة البرمجية.',
      tabby: 'التقسيط على 4 دفعات. المفاتيح ورمز التاجر من تابي، ويُحصَّل المبلغ عند شحن الطلب.',
      tamara:
        'الدفع لاحقاً على أقساط. رموز الواجهة البرمجية والإشعارات من بوابة شركاء تمارا، ويُحصَّل المبلغ عند الشحن (وتحصّله تمارا تلقائياً بعد 21 يوماً).',
    },
    fields: {
      sandbox: 'بيئة تمارا التجريبية',
      moyasar: { publicKey: 'المفتاح القابل للنشر', secretKey: 'المفتاح السري', webhookSecret: 'الرمز السري للإشعارات' },
      tabby: {
        publicKey: 'المفتاح العام',
        secretKey: 'المفتاح السري',
        merchantCode: 'رمز التاجر',
        webhookSecret: 'قيمة ترويسة الإشعارات',
      },
      tamara: { publicKey: 'المفتاح العام', secretKey: 'رمز الواجهة البرمجية', webhookSecret: 'رمز الإشعارات' },
    },
    help: {
      moyasar: {
        publicKey: 'يبدأ بـ pk_live_ (أو pk_test_ للتجربة)، يستخدمه متصفح العميل',
        secretKey: 'يبدأ بـ sk_live_، اتركه فارغاً للإبقاء على المحفوظ',
        webhookSecret: 'الرمز السري الذي كتبته عند إضافة الإشعارات في ميسّر',
        webhookUrl: 'أضفه في ميسّر ← الإعدادات ← الإشعارات (أحداث: مدفوع، فاشل، مسترد، ملغى)',
      },
      tabby: {
        publicKey: 'يبدأ بـ pk_، اختياري',
        secretKey: 'يبدأ بـ sk_، اتركه فارغاً للإبقاء على المحفوظ',
        merchantCode: 'رمز المتجر الذي أعطتك إياه تابي',
        webhookSecret: 'ترسله تابي في ترويسة X-Ward-Webhook-Secret (راجع README لتسجيل الإشعارات)',
        webhookUrl: 'سجّله لدى تابي (يوضح README الطلب المطلوب)',
      },
      tamara: {
        sandbox: 'استخدم خادم تمارا التجريبي برموز تجريبية',
        publicKey: 'اختياري (للعناصر المرئية)',
        secretKey: 'اتركه فارغاً للإبقاء على المحفوظ',
        webhookSecret: 'توقّع به تمارا إشعاراتها (JWT)',
        webhookUrl: 'بوابة شركاء تمارا ← الإعدادات ← الإشعارات (النوع: طلب)',
      },
    },
    missing: {
      moyasar: 'أضف المفتاح القابل للنشر والمفتاح السري لاستقبال المدفوعات عبر ميسّر.',
      tabby: 'أضف المفتاح السري ورمز التاجر لإتاحة تابي.',
      tamara: 'أضف رمز الواجهة البرمجية لإتاحة تمارا.',
    },
    applePay: {
      title: 'ملف ربط النطاق لأبل باي',
      help: 'ارفع الملف الذي يعطيك إياه ميسّر عند إضافة هذا النطاق لأبل باي (لوحة ميسّر ← أبل باي).',
      fromEnvironment: 'يُقدَّم من الملف المحدد في APPLE_PAY_DOMAIN_ASSOCIATION.',
      file: 'محتوى الملف',
      served: 'يُقدَّم على المسار /.well-known/apple-developer-merchantid-domain-association',
      upload: 'ارفع الملف',
    },
  },
  en: {
    title: 'Payments',
    intro:
      'Take real money with Moyasar (mada, Visa and Mastercard with 3-D Secure, Apple Pay, STC Pay), Tabby and Tamara (pay later). Keys are sealed when saved and never shown again. Values set in the server’s environment win over these.',
    methods: 'Payment methods at checkout',
    methodsHelp:
      'Choose which provider takes each method, or switch a method off. A method is offered only while its provider is enabled and has its keys.',
    offeredBy: 'Offered by %{provider}',
    notOffered: 'Not offered',
    off: 'Off (not offered)',
    enabled: 'Enabled',
    ready: 'Ready',
    notReady: 'Not ready',
    testKeys: 'Test keys: no real money',
    saved: 'Saved, ending in',
    remove: 'Remove the saved one',
    fromEnvironment: 'Set in the server’s environment; change it there',
    webhookUrl: 'Webhook URL',
    copy: 'Copy',
    copied: 'Copied',
    providers: { moyasar: 'Moyasar', tabby: 'Tabby', tamara: 'Tamara', test: 'Test gateway' },
    about: {
      moyasar: 'mada, Visa and Mastercard with 3-D Secure, Apple Pay and STC Pay. Keys: Moyasar dashboard → Settings → API keys.',
      tabby: 'Split in 4 payments. Keys and merchant code from Tabby; the order is captured when it ships.',
      tamara:
        'Pay later in instalments. API and notification tokens from Tamara’s partner portal; captured when the order ships (Tamara captures by itself after 21 days).',
    },
    fields: {
      sandbox: 'Tamara sandbox (test environment)',
      moyasar: { publicKey: 'Publishable key', secretKey: 'Secret key', webhookSecret: 'Webhook secret token' },
      tabby: { publicKey: 'Public key', secretKey: 'Secret key', merchantCode: 'Merchant code', webhookSecret: 'Webhook header value' },
      tamara: { publicKey: 'Public key', secretKey: 'API token', webhookSecret: 'Notification token' },
    },
    help: {
      moyasar: {
        publicKey: 'pk_live_… (pk_test_… to try it out); the shopper’s browser uses it',
        secretKey: 'sk_live_…; leave empty to keep the saved one',
        webhookSecret: 'The secret token you typed when adding the webhook in Moyasar',
        webhookUrl: 'Add it in Moyasar → Settings → Webhooks (events: payment paid, failed, refunded, voided)',
      },
      tabby: {
        publicKey: 'pk_…; optional',
        secretKey: 'sk_…; leave empty to keep the saved one',
        merchantCode: 'The store code Tabby gave you',
        webhookSecret: 'Tabby sends it in the X-Ward-Webhook-Secret header (README: registering the webhook)',
        webhookUrl: 'Register it with Tabby (README shows the one request)',
      },
      tamara: {
        sandbox: 'Use Tamara’s sandbox host with sandbox tokens',
        publicKey: 'Optional (widgets)',
        secretKey: 'Leave empty to keep the saved one',
        webhookSecret: 'Tamara signs its notifications with it (JWT)',
        webhookUrl: 'Tamara partner portal → Settings → Webhooks (type Order)',
      },
    },
    missing: {
      moyasar: 'Add the publishable and secret keys to take payments with Moyasar.',
      tabby: 'Add the secret key and the merchant code to offer Tabby.',
      tamara: 'Add the API token to offer Tamara.',
    },
    applePay: {
      title: 'Apple Pay domain association',
      help: 'Upload the file Moyasar gives when you add this domain for Apple Pay (Moyasar dashboard → Apple Pay).',
      fromEnvironment: 'Served from the file named in APPLE_PAY_DOMAIN_ASSOCIATION.',
      file: 'File contents',
      served: 'Served at /.well-known/apple-developer-merchantid-domain-association',
      upload: 'Upload the file',
    },
  },
};

export default {
  ar: { ward: { paymentsScreen: texts.ar } },
  en: { ward: { paymentsScreen: texts.en } },
};
