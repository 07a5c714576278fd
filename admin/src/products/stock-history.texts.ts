/** Words of a product's stock history (loaded with the product screens). */
export default {
  ar: {
    resources: {
      'stock-movements': {
        name: 'حركة مخزون |||| حركات المخزون',
        title: 'سجل المخزون',
        hint: 'كل تغيير في مخزون المنتج: ما أُضيف أو أُخذ، ولماذا، ومن، ومتى.',
        empty: 'لا حركات مخزون بعد.',
        system: 'المتجر',
        fields: {
          createdAt: 'الوقت',
          sku: 'رمز المنتج (SKU)',
          reason: 'السبب',
          delta: 'التغيير',
          stockAfter: 'المخزون بعده',
          reference: 'المرجع',
          actorName: 'بواسطة',
        },
        reasons: {
          opening: 'رصيد افتتاحي',
          placement: 'طلب',
          gift_set: 'ضمن طقم هدية',
          release: 'إعادة من طلب ملغى',
          refund_restock: 'إعادة بعد استرداد',
          return_restock: 'مرتجع مغلق أعيد للمخزون',
          bulk_edit: 'تعديل جماعي',
          csv_import: 'استيراد CSV',
          admin_edit: 'تعديل المنتج',
          sample: 'مخزون العينات',
        },
        import: 'استيراد رقم %{id}',
      },
    },
  },
  en: {
    resources: {
      'stock-movements': {
        name: 'Stock movement |||| Stock movements',
        title: 'Stock history',
        hint: 'Every change of this product’s stock: what was added or taken, why, by whom and when.',
        empty: 'No stock movements yet.',
        system: 'The shop',
        fields: {
          createdAt: 'When',
          sku: 'SKU',
          reason: 'Reason',
          delta: 'Change',
          stockAfter: 'Stock after',
          reference: 'Reference',
          actorName: 'By',
        },
        reasons: {
          opening: 'Opening stock',
          placement: 'Order',
          gift_set: 'In a gift set',
          release: 'Back from a cancelled order',
          refund_restock: 'Back after a refund',
          return_restock: 'A sealed return back on the shelf',
          bulk_edit: 'Bulk edit',
          csv_import: 'CSV import',
          admin_edit: 'Product edit',
          sample: 'Sample stock',
        },
        import: 'Import %{id}',
      },
    },
  },
};
