/** The Messaging screen's words (WhatsApp and SMS accounts), loaded with the screen (registerScreenTexts). */
export default {
  ar: {
    ward: {
      messaging: {
        title: 'الرسائل',
        intro:
          'تصل تحديثات الطلبات على واتساب للعملاء الذين طلبوها فقط. تُشفَّر المفاتيح عند الحفظ ولا تُعرض مجدداً؛ الحقول الفارغة تأخذ قيمتها من بيئة الخادم إن وُجدت.',
        ready: 'جاهز',
        notReady: 'غير جاهز',
        saved: 'محفوظ، ينتهي بـ',
        remove: 'احذف المحفوظ',
        inEffect: 'المستخدم الآن: %{value}',
        baseUrlClears:
          'عند حفظ عنوان جديد تُحذف المفاتيح المحفوظة لهذا المزوّد، فأدخلها من جديد مع العنوان: لا تُرسل المفاتيح إلى عنوان لم تُدخل له.',
        webhookUrl: 'رابط الإشعارات (Webhook) لتسجيله في تطبيق Meta',
        whatsapp: {
          title: 'واتساب (WhatsApp Business Cloud API)',
          about:
            'من لوحة تطبيقك في Meta for Developers: معرّف رقم الهاتف، ورمز الوصول الدائم لمستخدم النظام، والمفتاح السري للتطبيق لتوثيق إشعارات التسليم.',
          phoneNumberId: 'معرّف رقم الهاتف (Phone number ID)',
          accessToken: 'رمز الوصول (Access token)',
          appSecret: 'المفتاح السري للتطبيق (App secret)',
          verifyToken: 'رمز التحقق من الإشعارات (Verify token)',
          baseUrl: 'عنوان Graph API (اختياري)',
          templates: 'أسماء القوالب كما سُجّلت لدى Meta (بالعربية ar والإنجليزية en)',
          missing: 'أدخل معرّف رقم الهاتف ورمز الوصول لتبدأ الرسائل بالخروج؛ حتى ذلك الحين تُحفظ في قائمة رسائل واتساب.',
          params: {
            placed: 'استلام الطلب: {{1}} الاسم، {{2}} رقم الطلب، {{3}} الإجمالي',
            paid: 'تأكيد الدفع: {{1}} الاسم، {{2}} رقم الطلب، {{3}} الإجمالي',
            shipped: 'الشحن: {{1}} الاسم، {{2}} رقم الطلب، {{3}} شركة الشحن، {{4}} رابط التتبع',
            delivered: 'التوصيل: {{1}} الاسم، {{2}} رقم الطلب',
            backInStock: 'عودة للمخزون: {{1}} المنتج، {{2}} رابط المنتج',
            cartReminder: 'تذكير بالسلة المتروكة: {{1}} المنتجات، {{2}} رابط استعادة السلة',
          },
        },
        sms: {
          title: 'الرسائل النصية (Unifonic)',
          about: 'تُرسل رموز الدخول بالجوال عبر Unifonic. بدونها تبقى الرسائل في قائمة الرسائل النصية (للتجربة فقط).',
          appSid: 'معرّف التطبيق (AppSid)',
          senderId: 'اسم المرسل (Sender ID)',
          baseUrl: 'عنوان الخدمة (اختياري)',
          budget: {
            smsBudgetPerHour: 'حد الرسائل النصية في الساعة',
            smsBudgetPerHourHelp: 'لكل المتجر: رموز الدخول ورسائل الزوار. بعده لا يُرسل شيء، ويصل رمز الدخول بالبريد إن أمكن.',
            smsBudgetPerDay: 'حد الرسائل النصية في اليوم',
            smsBudgetPerDayHelp: 'لكل المتجر خلال 24 ساعة.',
            smsBudgetPerCountryPerHour: 'حد الرسائل في الساعة لكل دولة خليجية غير السعودية',
            smsBudgetPerCountryPerHourHelp: 'الأرقام الأجنبية والمميزة أغلى: يوقف هذا الحد سيلاً من الرموز إليها.',
          },
        },
      },
    },
  },
  en: {
    ward: {
      messaging: {
        title: 'Messaging',
        intro:
          'Order updates on WhatsApp reach only customers who asked for them. Keys are encrypted when saved and never shown again; empty fields take the server environment’s value, if any.',
        ready: 'Ready',
        notReady: 'Not ready',
        saved: 'Saved, ending in',
        remove: 'Remove the saved one',
        inEffect: 'In use now: %{value}',
        baseUrlClears:
          'Saving a new address removes this provider’s saved keys: enter them again with the address. Keys never go to an address they were not entered for.',
        webhookUrl: 'Webhook URL to register in your Meta app',
        whatsapp: {
          title: 'WhatsApp (Business Cloud API)',
          about:
            'From your app in Meta for Developers: the phone number ID, a system user’s permanent access token, and the app secret that signs delivery updates.',
          phoneNumberId: 'Phone number ID',
          accessToken: 'Access token',
          appSecret: 'App secret',
          verifyToken: 'Webhook verify token',
          baseUrl: 'Graph API URL (optional)',
          templates: 'Template names as registered with Meta (in Arabic ar and English en)',
          missing:
            'Enter the phone number ID and access token to start sending; until then messages are kept in the WhatsApp messages list.',
          params: {
            placed: 'Order received: {{1}} name, {{2}} order number, {{3}} total',
            paid: 'Payment confirmed: {{1}} name, {{2}} order number, {{3}} total',
            shipped: 'Shipped: {{1}} name, {{2}} order number, {{3}} carrier, {{4}} tracking link',
            delivered: 'Delivered: {{1}} name, {{2}} order number',
            backInStock: 'Back in stock: {{1}} product, {{2}} product link',
            cartReminder: 'Abandoned cart reminder: {{1}} products, {{2}} link that restores the cart',
          },
        },
        sms: {
          title: 'Text messages (Unifonic)',
          about: 'Sign-in codes by mobile go out through Unifonic. Without it, messages stay in the text messages list (demo only).',
          appSid: 'App SID',
          senderId: 'Sender ID',
          baseUrl: 'Service URL (optional)',
          budget: {
            smsBudgetPerHour: 'Text messages an hour',
            smsBudgetPerHourHelp:
              'For the whole shop: sign-in codes and guest texts. Past it nothing is texted; a sign-in code goes by mail where it can.',
            smsBudgetPerDay: 'Text messages a day',
            smsBudgetPerDayHelp: 'For the whole shop, over 24 hours.',
            smsBudgetPerCountryPerHour: 'Texts an hour to each Gulf country other than Saudi Arabia',
            smsBudgetPerCountryPerHourHelp: 'Foreign and premium numbers cost more: this stops a flood of codes to them.',
          },
        },
      },
    },
  },
};
