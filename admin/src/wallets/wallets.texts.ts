import { plural } from '../i18n/plural';

/** Words of the wallet screens (loaded with them). */
export default {
  ar: {
    resources: {
      wallets: {
        fields: {
          customerId: 'العميل',
          balance: 'الرصيد',
          credited: 'إجمالي المضاف',
          debited: 'إجمالي المخصوم',
          lastMovementAt: 'آخر حركة',
          expiringSoon: 'ينتهي خلال 30 يوماً',
          withBalance: 'لديهم رصيد',
          amount: 'المبلغ',
          kind: 'الحركة',
          reason: 'السبب',
          reference: 'المرجع',
          expiresAt: 'ينتهي في',
          createdAt: 'التاريخ',
        },
        liability: {
          title: 'رصيد المحافظ المستحق على المتجر',
          customers: plural(
            'لا أحد لديه رصيد',
            'عميل واحد لديه رصيد',
            'عميلان لديهما رصيد',
            '%{smart_count} عملاء لديهم رصيد',
            '%{smart_count} عميلاً لديهم رصيد',
            '%{smart_count} عميل لديهم رصيد',
          ),
          expiring: 'منها %{amount} تنتهي خلال 30 يوماً',
        },
        adjust: {
          button: 'تعديل الرصيد',
          title: 'تعديل رصيد المحفظة',
          credit: 'إضافة رصيد',
          debit: 'خصم رصيد (تصحيح)',
          reason: 'السبب (يظهر في سجل المحفظة وسجل التغييرات)',
          expires: 'ينتهي الرصيد في (اختياري)',
          summary_credit: 'سيُضاف %{amount} إلى محفظة العميل.',
          summary_debit: 'سيُخصم %{amount} من محفظة العميل.',
          confirm: 'تأكيد',
          done: 'تم تعديل رصيد المحفظة',
        },
        empty: 'لا حركات في هذه المحفظة بعد',
        open: 'المحفظة',
      },
    },
  },
  en: {
    resources: {
      wallets: {
        fields: {
          customerId: 'Customer',
          balance: 'Balance',
          credited: 'Credited in all',
          debited: 'Spent or taken off',
          lastMovementAt: 'Last movement',
          expiringSoon: 'Expires within 30 days',
          withBalance: 'Holding credit',
          amount: 'Amount',
          kind: 'Movement',
          reason: 'Reason',
          reference: 'Reference',
          expiresAt: 'Expires',
          createdAt: 'Date',
        },
        liability: {
          title: 'Store credit the shop owes',
          customers: 'One customer holds credit |||| %{smart_count} customers hold credit',
          expiring: '%{amount} of it expires within 30 days',
        },
        adjust: {
          button: 'Adjust balance',
          title: 'Adjust the wallet',
          credit: 'Add credit',
          debit: 'Take credit off (correction)',
          reason: 'Reason (shown in the wallet and the audit log)',
          expires: 'The credit expires on (optional)',
          summary_credit: '%{amount} will be added to the customer’s wallet.',
          summary_debit: '%{amount} will be taken off the customer’s wallet.',
          confirm: 'Confirm',
          done: 'The wallet was adjusted',
        },
        empty: 'No movements in this wallet yet',
        open: 'Wallet',
      },
    },
  },
};
