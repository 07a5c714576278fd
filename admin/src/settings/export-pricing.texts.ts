/** Words of the settings' export pricing field (issue 32, loaded with the settings screen). */
export default {
  ar: {
    resources: {
      settings: {
        fields: { exportPricing: 'أسعار الطلبات المصدّرة خارج المملكة (بنسبة صفر من الضريبة)' },
        exportPricing: {
          net: 'تُخصم ضريبة القيمة المضافة من سعر الرف (السعر ÷ 1.15)',
          shelf: 'سعر الرف كما هو',
        },
        exportPricingHint: 'الطلبات إلى الخليج تصدير بنسبة صفر (VATEX-SA-32) في الحالتين',
      },
    },
  },
  en: {
    resources: {
      settings: {
        fields: { exportPricing: 'Prices of orders exported outside the Kingdom (zero-rated)' },
        exportPricing: {
          net: 'Shelf price less its VAT (price ÷ 1.15)',
          shelf: 'Shelf price as it is',
        },
        exportPricingHint: 'Orders to the Gulf are zero-rated exports (VATEX-SA-32) either way',
      },
    },
  },
};
