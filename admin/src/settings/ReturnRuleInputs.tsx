import { RETURN_REASONS } from '@ward/shared';
import { CheckboxGroupInput, NumberInput } from 'react-admin';
import { choicesOf } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import returnWords from '../returns/returns.texts';
import texts from './returns.texts';

registerScreenTexts(texts);
registerScreenTexts(returnWords);

/** Settings → returns: the window, which reasons let an opened product come back, when a late order may be cancelled. */
export const ReturnRuleInputs = () => (
  <>
    <NumberInput source="returns.windowDays" min={0} max={365} step={1} helperText="resources.settings.help.returns" />
    <CheckboxGroupInput source="returns.openedAllowedFor" choices={choicesOf(RETURN_REASONS, 'resources.returns.reason')} />
    <NumberInput source="returns.lateDeliveryDays" min={1} max={365} step={1} />
  </>
);
