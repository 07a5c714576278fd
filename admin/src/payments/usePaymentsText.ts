import { addMessages, paymentMessages } from '@ward/shared';
import { useScreenWords } from '../common/useScreenWords';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './payments.texts';

// the refund and payment forms' error messages (validated with shared schemas) load with these screens
addMessages(paymentMessages);
registerScreenTexts(texts);

/** `text('fields.moyasar.secretKey')`, `text('offeredBy', { provider })`: the Payments screen's words in the admin's language. */
export const usePaymentsText = () => useScreenWords('ward.paymentsScreen');
