/** Words of the product form's options and variants editor (loaded with that screen). */
export default {
  ar: {
    resources: {
      products: {
        variants: {
          add_option: 'إضافة خيار',
          add_value: 'إضافة قيمة',
          add_variant: 'إضافة نوع',
          remove_option: 'إزالة الخيار',
          remove_value: 'إزالة القيمة',
          remove_variant: 'إزالة النوع',
          show_codes: 'تعديل الرموز',
          codes_hint: 'تُكتب الرموز تلقائياً من النوع والاسم والكمية، وتظهر في الروابط وملفات CSV.',
        },
      },
    },
  },
  en: {
    resources: {
      products: {
        variants: {
          add_option: 'Add an option',
          add_value: 'Add a value',
          add_variant: 'Add a variant',
          remove_option: 'Remove this option',
          remove_value: 'Remove this value',
          remove_variant: 'Remove this variant',
          show_codes: 'Edit codes',
          codes_hint: 'Codes are filled in from the kind, the name and the amount; links and CSV files use them.',
        },
      },
    },
  },
};
