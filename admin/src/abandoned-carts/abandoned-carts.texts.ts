/** Words of the abandoned-carts screen (loaded with it: registerScreenTexts). */
export default {
  ar: {
    resources: {
      'abandoned-carts': {
        fields: {
          abandonedAt: 'تُركت في',
          customerName: 'العميل',
          contact: 'التواصل',
          itemCount: 'القطع',
          status: 'التذكير',
          sentAt: 'أُرسل في',
          restoredAt: 'أُعيدت في',
          recoveredOrderNumber: 'الطلب المسترد',
          recoveredTotal: 'قيمة الطلب',
          from: 'من',
          to: 'إلى',
        },
      },
    },
    ward: {
      carts: {
        guest: 'زائر',
        abandoned: 'سلال متروكة',
        remindersSent: 'تذكيرات مرسلة',
        recovered: 'طلبات مستردة',
        revenue: 'إيرادات مستردة',
        figuresFailed: 'تعذر تحميل الأرقام',
        empty: 'لا توجد سلال متروكة في هذه الفترة',
        status: {
          sent: 'أُرسل',
          off: 'التذكير متوقف',
          optedOut: 'ألغى الاشتراك',
          noContact: 'لا وسيلة تواصل',
          unconfirmed: 'وسيلة تواصل غير مؤكدة',
          noConsent: 'لم يوافق على التسويق',
        },
      },
    },
  },
  en: {
    resources: {
      'abandoned-carts': {
        fields: {
          abandonedAt: 'Left at',
          customerName: 'Customer',
          contact: 'Contact',
          itemCount: 'Items',
          status: 'Reminder',
          sentAt: 'Sent at',
          restoredAt: 'Restored at',
          recoveredOrderNumber: 'Recovered order',
          recoveredTotal: 'Order total',
          from: 'From',
          to: 'To',
        },
      },
    },
    ward: {
      carts: {
        guest: 'Guest',
        abandoned: 'Abandoned carts',
        remindersSent: 'Reminders sent',
        recovered: 'Orders recovered',
        revenue: 'Revenue recovered',
        figuresFailed: 'Could not load the figures',
        empty: 'No abandoned carts in this period',
        status: {
          sent: 'Sent',
          off: 'Reminders off',
          optedOut: 'Opted out',
          noContact: 'No contact',
          unconfirmed: 'Contact not confirmed',
          noConsent: 'No marketing consent',
        },
      },
    },
  },
};
