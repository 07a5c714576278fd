import { addMessages, paymentMessages } from '@ward/shared';
import { useScreenWords } from '../common/useScreenWords';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './refund.texts';

// the refund and payment forms' error messages (validated with shared schemas) load with these screens
addMessages(paymentMessages);
registerScreenTexts(texts);

/** `text('title', { number })`: the refund dialog's and refunds card's words in the admin's language. */
export const useRefundText = () => useScreenWords('ward.refund');
