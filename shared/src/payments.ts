import type { PaymentMethod } from './constants.js';
import type { Localized } from './types.js';

/** How a payment method is named to people (invoices, mails, the back office, checkout). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, Localized> = {
  mada: { ar: 'مدى', en: 'mada' },
  card: { ar: 'بطاقة ائتمانية (فيزا / ماستركارد)', en: 'Credit card (Visa / Mastercard)' },
  applepay: { ar: 'أبل باي', en: 'Apple Pay' },
  stcpay: { ar: 'إس تي سي باي', en: 'STC Pay' },
  tabby: { ar: 'تابي', en: 'Tabby' },
  tamara: { ar: 'تمارا', en: 'Tamara' },
  cod: { ar: 'الدفع عند الاستلام', en: 'Cash on delivery' },
  wallet: { ar: 'محفظة إلكترونية', en: 'E-wallet' },
};
