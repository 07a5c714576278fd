/** Words of the settings' cart-reminders tab (loaded with the settings screen: registerScreenTexts). */
export default {
  ar: {
    resources: {
      settings: {
        tabs: { cartReminders: 'السلال المتروكة' },
        fields: {
          cartReminders: { enabled: 'تذكير أصحاب السلال المتروكة', delayHours: 'بعد (ساعات)', channel: 'القناة' },
        },
        help: {
          cartReminders:
            'تذكير واحد لكل سلة تُركت دون تغيير هذه المدة، لعملاء مسجلين أو زوار تركوا بريداً أو جوالاً، ويمكنهم إيقافه من الرسالة.',
          cartReminderChannel:
            'واتساب: يصل التذكير على واتساب (قالب «تذكير بالسلة المتروكة» في إعدادات الرسائل) لمن وافق على رسائل واتساب وله رقم جوال، وبالبريد الإلكتروني لغيرهم.',
        },
      },
    },
    ward: { carts: { channel: { email: 'البريد الإلكتروني', whatsapp: 'واتساب' } } },
  },
  en: {
    resources: {
      settings: {
        tabs: { cartReminders: 'Abandoned carts' },
        fields: {
          cartReminders: { enabled: 'Remind shoppers of abandoned carts', delayHours: 'After (hours)', channel: 'Channel' },
        },
        help: {
          cartReminders:
            'One reminder per cart left unchanged this long, to signed-in customers and guests who gave an email or phone; they can stop it from the message.',
          cartReminderChannel:
            'WhatsApp: the reminder goes on WhatsApp (the “abandoned cart reminder” template in messaging settings) to shoppers who opted in to WhatsApp with a mobile number, by email to everyone else.',
        },
      },
    },
    ward: { carts: { channel: { email: 'Email', whatsapp: 'WhatsApp' } } },
  },
};
