/** Words of the product form's free-sample section (loaded with the product screens). */
export default {
  ar: {
    resources: {
      products: {
        fields: { sample: { sku: 'رمز العينة (SKU)', stock: 'مخزون العينات', weight: 'وزن العينة (غ)' } },
        sample: {
          title: 'عينة مجانية',
          hint: 'عبوة صغيرة برمزها ومخزونها الخاص، يختارها المتسوق مجاناً عند إتمام الطلب. لا تظهر كخيار في صفحة المنتج ولا في الأسعار.',
          offer: 'يقدم هذا المنتج عينة مجانية',
        },
      },
    },
  },
  en: {
    resources: {
      products: {
        fields: { sample: { sku: 'Sample SKU', stock: 'Sample stock', weight: 'Sample weight (g)' } },
        sample: {
          title: 'Free sample',
          hint: 'A small vial with its own SKU and stock that shoppers choose for free at checkout. It is never an option on the product page nor in prices.',
          offer: 'This product offers a free sample',
        },
      },
    },
  },
};
