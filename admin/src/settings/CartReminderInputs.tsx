import { CART_REMINDER_CHANNELS } from '@ward/shared';
import { BooleanInput, NumberInput, SelectInput } from 'react-admin';
import { choicesOf } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './cart-reminders.texts';

registerScreenTexts(texts);

/** Settings → abandoned carts: reminders on or off, after how many idle hours, by which channel. */
export const CartReminderInputs = () => (
  <>
    <BooleanInput source="cartReminders.enabled" helperText="resources.settings.help.cartReminders" />
    <NumberInput source="cartReminders.delayHours" min={1} max={720} step={1} />
    <SelectInput
      source="cartReminders.channel"
      choices={choicesOf(CART_REMINDER_CHANNELS, 'ward.carts.channel')}
      helperText="resources.settings.help.cartReminderChannel"
    />
  </>
);
