/** Words of the settings' returns tab (loaded with the settings screen: registerScreenTexts). */
export default {
  ar: {
    resources: {
      settings: {
        tabs: { returns: 'المرتجعات' },
        fields: {
          returns: {
            windowDays: 'مهلة الإرجاع (أيام من الاستلام)',
            openedAllowedFor: 'يُقبل المنتج المفتوح إذا كان السبب',
            lateDeliveryDays: 'إلغاء الطلب المتأخر بعد (أيام من تقديمه)',
          },
        },
        help: {
          returns: 'نظام التجارة الإلكترونية: 7 أيام من الاستلام، وإلغاء مع استرداد كامل إذا تأخر التوصيل أكثر من 15 يوماً.',
        },
      },
    },
  },
  en: {
    resources: {
      settings: {
        tabs: { returns: 'Returns' },
        fields: {
          returns: {
            windowDays: 'Return window (days from delivery)',
            openedAllowedFor: 'An opened product comes back when the reason is',
            lateDeliveryDays: 'Late orders may be cancelled after (days from placing)',
          },
        },
        help: {
          returns: 'E-Commerce Law: 7 days from delivery, and cancellation with a full refund when delivery is more than 15 days late.',
        },
      },
    },
  },
};
