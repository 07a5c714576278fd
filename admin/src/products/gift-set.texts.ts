/** Words of the product form's gift-set editor and the waiting list's variant columns (loaded with those screens). */
export default {
  ar: {
    resources: {
      products: {
        set: {
          is_set: 'طقم هدية (مكوّن من منتجات أخرى)',
          contents: 'محتويات الطقم',
          item: 'المنتج',
          quantity: 'الكمية',
          search: 'ابحث بالاسم أو رمز المنتج (SKU)',
          stock_note: 'مخزون الطقم هو ما تكفيه مخزونات مكوناته، ويُخصم منها عند البيع',
          in_stock: 'المتوفر: %{count}',
          add_item: 'إضافة منتج إلى الطقم',
          remove_item: 'إزالة المنتج من الطقم',
        },
      },
    },
  },
  en: {
    resources: {
      products: {
        set: {
          is_set: 'Gift set (made of other products)',
          contents: 'Set contents',
          item: 'Item',
          quantity: 'Quantity',
          search: 'Search by name or SKU',
          stock_note: 'A set’s stock is what its items’ stock makes; selling one takes from them',
          in_stock: 'In stock: %{count}',
          add_item: 'Add an item to the set',
          remove_item: 'Remove this item',
        },
      },
    },
  },
};
