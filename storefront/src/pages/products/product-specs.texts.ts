import { pageTexts } from '../../i18n/page-texts';

/** The product page's facts: the weight a tola of oil weighs is not the parcel's. */
export const useSpecsT = pageTexts(
  { 'specs.netWeight': 'الوزن الصافي', 'specs.shippingWeight': 'وزن الشحن', 'specs.sfda': 'رقم إشعار هيئة الغذاء والدواء' },
  { 'specs.netWeight': 'Net weight', 'specs.shippingWeight': 'Shipping weight', 'specs.sfda': 'SFDA notification no.' },
);
