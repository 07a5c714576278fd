/** The consent history card's words (issue 33 §1), loaded with the customer screen. */
export default {
  ar: {
    resources: {
      consents: {
        title: 'سجل الموافقات التسويقية',
        empty: 'لا موافقات مسجلة',
        granted: 'وافق',
        withdrawn: 'سحب الموافقة',
        channel: { email: 'البريد', sms: 'رسالة نصية', whatsapp: 'واتساب' },
        source: {
          checkout: 'الدفع',
          profile: 'حسابه',
          footer: 'نموذج النشرة',
          adminImport: 'استيراد إداري',
          optOutLink: 'رابط الإلغاء',
          reminderConfirm: 'تأكيد بالبريد',
        },
      },
    },
  },
  en: {
    resources: {
      consents: {
        title: 'Marketing consent history',
        empty: 'No consent recorded',
        granted: 'Agreed',
        withdrawn: 'Withdrew',
        channel: { email: 'Email', sms: 'Text message', whatsapp: 'WhatsApp' },
        source: {
          checkout: 'Checkout',
          profile: 'Customer area',
          footer: 'Newsletter form',
          adminImport: 'Admin import',
          optOutLink: 'Opt-out link',
          reminderConfirm: 'Confirmed by mail',
        },
      },
    },
  },
};
