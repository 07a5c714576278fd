import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './zatca.texts';

/** Imported (for this effect) by every screen that shows ZATCA words; all of them load lazily. */
registerScreenTexts(texts);
