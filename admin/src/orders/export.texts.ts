import { EXPORT_VAT_TEXT } from '@ward/shared';

/** An export's words on the order page (issue 32), loaded with it rather than the first bundle. Keys under `ward.export`. */
const texts = {
  ar: {
    title: 'إثبات التصدير',
    zeroRated: `${EXPORT_VAT_TEXT.zeroRated.ar} (VATEX-SA-32)`,
    waiting: 'يُسجَّل رقم التتبع عند شحن الطلب إلى الوجهة',
    shipped: 'سُلِّم للناقل في %{at}',
    delivered: 'سُلِّم في الوجهة في %{at}',
    notDelivered: 'لم يُسجَّل التسليم بعد',
  },
  en: {
    title: 'Proof of export',
    zeroRated: `${EXPORT_VAT_TEXT.zeroRated.en} (VATEX-SA-32)`,
    waiting: 'The tracking number is recorded when the order ships to its destination',
    shipped: 'Handed to the carrier on %{at}',
    delivered: 'Delivered at the destination on %{at}',
    notDelivered: 'Delivery not recorded yet',
  },
};

export default {
  ar: { ward: { export: texts.ar } },
  en: { ward: { export: texts.en } },
};
