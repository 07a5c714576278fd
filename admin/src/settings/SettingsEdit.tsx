import { MAX_SAMPLES_CEILING, settingsSchema } from '@ward/shared';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  Toolbar,
  TranslatableInputs,
} from 'react-admin';
import { ltrInput } from '../common/direction';
import { WardEdit } from '../common/forms';
import { useZodValidator } from '../common/zodValidator';
import { registerScreenTexts } from '../i18n/screen-texts';
import { CartReminderInputs } from './CartReminderInputs';
import { ReturnRuleInputs } from './ReturnRuleInputs';
import texts from './SettingsEdit.texts';
import sampleTexts from './samples.texts';
import exportTexts from './export-pricing.texts';

registerScreenTexts(texts);
registerScreenTexts(sampleTexts);
registerScreenTexts(exportTexts);

/** The shop's settings: name, tax numbers, contact, hours, social links, shipping and payment, gifts. */
export const SettingsEdit = () => (
  <WardEdit id={1} redirect={false} actions={false} title="ward.app.profile">
    <TabbedForm
      noValidate
      validate={useZodValidator(settingsSchema)}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TabbedForm.Tab label="resources.settings.tabs.shop">
        <TranslatableInputs locales={['ar', 'en']} defaultLocale="ar" fullWidth>
          <TextInput source="shopName" />
          <TextInput source="address" multiline />
        </TranslatableInputs>
        <TextInput source="vatNumber" {...ltrInput} />
        <TextInput source="crNumber" {...ltrInput} />
        <ArrayInput source="storeHours">
          <SimpleFormIterator inline>
            <TextInput source="days.ar" label="resources.settings.fields.days" helperText="ward.common.ar" />
            <TextInput source="days.en" label="resources.settings.fields.days" helperText="ward.common.en" />
            <TextInput source="open" type="time" label="resources.settings.fields.open" />
            <TextInput source="close" type="time" label="resources.settings.fields.close" />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.settings.tabs.contact">
        <TextInput source="contactEmail" type="email" {...ltrInput} />
        <ArrayInput source="phones">
          <SimpleFormIterator disableReordering>
            <TextInput source="" label="resources.settings.fields.phones" {...ltrInput} />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput source="whatsapp" {...ltrInput} />
        {['instagram', 'x', 'tiktok', 'snapchat', 'youtube'].map((s) => (
          <TextInput key={s} source={`social.${s}`} fullWidth {...ltrInput} />
        ))}
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.settings.tabs.nationalAddress">
        <TextInput source="nationalAddress.shortAddress" helperText="resources.settings.help.shortAddress" {...ltrInput} />
        <TextInput source="nationalAddress.street" fullWidth helperText="resources.settings.help.bilingual" />
        <TextInput source="nationalAddress.buildingNumber" {...ltrInput} />
        <TextInput source="nationalAddress.additionalNumber" {...ltrInput} />
        <TextInput source="nationalAddress.district" fullWidth helperText="resources.settings.help.bilingual" />
        <TextInput source="nationalAddress.city" fullWidth helperText="resources.settings.help.bilingual" />
        <TextInput source="nationalAddress.postalCode" {...ltrInput} />
        <TextInput source="mapTileUrl" fullWidth helperText="resources.settings.help.mapTileUrl" {...ltrInput} />
        <TextInput source="mapAttribution" fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.settings.tabs.shipping">
        <NumberInput source="freeShippingThreshold" min={0} />
        <NumberInput source="codFee" min={0} />
        <NumberInput source="codMaxTotal" min={0} />
        <RadioButtonGroupInput
          source="exportPricing"
          choices={[
            { id: 'net', name: 'resources.settings.exportPricing.net' },
            { id: 'shelf', name: 'resources.settings.exportPricing.shelf' },
          ]}
          helperText="resources.settings.exportPricingHint"
        />
        <NumberInput source="splashMs" min={0} step={100} />
        <NumberInput source="unpaidHoldPerProduct" min={1} step={1} helperText="resources.settings.help.unpaidHold" />
        <NumberInput source="unpaidHoldTotal" min={1} step={1} helperText="resources.settings.help.unpaidHold" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.settings.tabs.gifts">
        <BooleanInput source="giftWrapEnabled" />
        <NumberInput source="giftWrapPrice" min={0} step={0.5} />
        <NumberInput source="maxSamplesPerOrder" min={0} max={MAX_SAMPLES_CEILING} step={1} helperText="resources.settings.samplesHint" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.settings.tabs.cartReminders" path="cart-reminders">
        <CartReminderInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.settings.tabs.returns" path="returns">
        <ReturnRuleInputs />
      </TabbedForm.Tab>
    </TabbedForm>
  </WardEdit>
);
