import { plural } from '../i18n/plural';

/** The dashboard's texting-budget alert, loaded with the dashboard. */
export default {
  ar: {
    ward: {
      textingBudget: {
        title: 'حد الرسائل النصية',
        refused: plural(
          'لم تُرفض أي رسالة نصية اليوم',
          'لم تُرسل رسالة نصية واحدة اليوم لتجاوز الحد',
          'لم تُرسل رسالتان نصيتان اليوم لتجاوز الحد',
          'لم تُرسل %{smart_count} رسائل نصية اليوم لتجاوز الحد',
          'لم تُرسل %{smart_count} رسالة نصية اليوم لتجاوز الحد',
          'لم تُرسل %{smart_count} رسالة نصية اليوم لتجاوز الحد',
        ),
        usage: 'هذه الساعة %{used} من %{limit}، واليوم %{today} من %{day}.',
        open: 'إعدادات الرسائل',
      },
    },
  },
  en: {
    ward: {
      textingBudget: {
        title: 'Texting budget',
        refused:
          '1 text message was not sent in the last day: the budget was spent |||| %{smart_count} text messages were not sent in the last day: the budget was spent',
        usage: 'This hour %{used} of %{limit}; today %{today} of %{day}.',
        open: 'Messaging settings',
      },
    },
  },
};
