/** The SFDA notification number's words (issue 33 §5), loaded with the product screens. */
export default {
  ar: {
    resources: {
      products: {
        fields: { sfdaNumber: 'رقم إشعار الهيئة (eCosma)' },
        filters: { withoutSfda: 'دون رقم إشعار الهيئة' },
        sfdaHint: 'رقم إشعار المنتج في نظام eCosma لدى الهيئة العامة للغذاء والدواء، ويظهر في صفحة المنتج',
      },
    },
  },
  en: {
    resources: {
      products: {
        fields: { sfdaNumber: 'SFDA notification no. (eCosma)' },
        filters: { withoutSfda: 'Without SFDA number' },
        sfdaHint: 'The product’s notification number in SFDA’s eCosma; shown on the product page',
      },
    },
  },
};
