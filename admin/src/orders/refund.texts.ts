/** The refund dialog's and the refunds card's words, loaded with the order page rather than the first bundle. Keys under `ward.refund`. */
const texts = {
  ar: {
    action: 'استرداد',
    title: 'استرداد مبلغ من الطلب %{number}',
    left: 'المتبقي للاسترداد:',
    byLines: 'حسب المنتجات',
    byAmount: 'حسب المبلغ',
    quantity: 'الكمية المستردة',
    alreadyRefunded: 'سبق استرداد %{count}',
    restock: 'أعد الكميات المستردة إلى المخزون',
    amount: 'المبلغ (ر.س)',
    everything: 'استرد كامل المتبقي',
    reason: 'السبب (يُرسل إلى العميل)',
    confirm: 'استرداد %{amount}',
    done: 'تم الاسترداد عبر مزود الدفع وإبلاغ العميل',
    total: 'المسترد حتى الآن:',
    restocked: 'أعيد للمخزون',
    chooseLines: 'اختر منتجاً واحداً على الأقل للاسترداد',
  },
  en: {
    action: 'Refund',
    title: 'Refund order %{number}',
    left: 'Left to refund:',
    byLines: 'By items',
    byAmount: 'By amount',
    quantity: 'Units to refund',
    alreadyRefunded: '%{count} already refunded',
    restock: 'Put the refunded units back in stock',
    amount: 'Amount (SAR)',
    everything: 'Refund everything left',
    reason: 'Reason (sent to the customer)',
    confirm: 'Refund %{amount}',
    done: 'Refunded through the payment provider; the customer was told',
    total: 'Refunded so far:',
    restocked: 'back in stock',
    chooseLines: 'Choose at least one item to refund',
  },
};

export default {
  ar: { ward: { refund: texts.ar } },
  en: { ward: { refund: texts.en } },
};
