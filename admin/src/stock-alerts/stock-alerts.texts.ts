/** Words of the back-in-stock list's variant columns (loaded with that screen). */
export default {
  ar: {
    resources: {
      'stock-alerts': {
        fields: { variant: 'النوع', sku: 'رمز المنتج (SKU)', bySms: 'برسالة نصية' },
        whole_product: 'أي نوع من المنتج',
      },
    },
  },
  en: {
    resources: {
      'stock-alerts': {
        fields: { variant: 'Variant', sku: 'SKU', bySms: 'By text message' },
        whole_product: 'Any variant of the product',
      },
    },
  },
};
