import { Typography } from '@mui/material';
import { COUNTRIES, PAYMENT_METHODS, promotionSchema, riyadhDate } from '@ward/shared';
import {
  AutocompleteArrayInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  TranslatableInputs,
  useTranslate,
} from 'react-admin';
import { choicesOf } from '../common/fields';
import { useZodValidator } from '../common/zodValidator';
import { PromotionPreview } from './PromotionPreview';
import { toPromotionInput } from './promotionInput';
import { RuleInputs } from './RuleInputs';
import { ScheduleInputs } from './ScheduleInputs';

const Section = ({ title }: { title: string }) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
    {useTranslate()(`resources.promotions.sections.${title}`)}
  </Typography>
);

/** A day in Riyadh is what the server reads a date as; an untouched date goes back as the instant it was. */
const asRiyadhDay = (v: string | null | undefined) => (v ? riyadhDate(v) : v);

const customerName = (c: { id: number; name?: string; email?: string | null; phone?: string | null }) =>
  `${c.name ?? `#${c.id}`} (${c.email ?? c.phone ?? c.id})`;

const defaults = () => ({
  isActive: true,
  startsAt: riyadhDate(new Date()),
  priority: 0,
  combinable: true,
  combinesWithCoupons: true,
  conditions: { paymentMethods: [], countries: [], firstOrderOnly: false, customerIds: [] },
  rule: { type: 'orderDiscount', discount: { percent: 10 } },
});

/** The promotion editor: names, its one rule, when it runs, its limits and who gets it, then "try it on a cart". */
export const PromotionForm = () => (
  <SimpleForm validate={useZodValidator(promotionSchema, toPromotionInput)} defaultValues={defaults} sx={{ maxWidth: 720 }}>
    <TranslatableInputs locales={['ar', 'en']} defaultLocale="ar" fullWidth>
      <TextInput source="name" />
      <TextInput source="label" />
    </TranslatableInputs>
    <Section title="rule" />
    <RuleInputs />
    <Section title="schedule" />
    <BooleanInput source="isActive" />
    <DateInput source="startsAt" format={asRiyadhDay} fullWidth />
    <DateInput source="endsAt" format={asRiyadhDay} fullWidth />
    <ScheduleInputs />
    <NumberInput source="priority" min={0} step={1} fullWidth />
    <BooleanInput source="combinable" helperText="resources.promotions.help.combinable" />
    <BooleanInput source="combinesWithCoupons" />
    <Section title="limits" />
    <NumberInput source="usageLimit" min={1} step={1} fullWidth />
    <NumberInput source="perCustomerLimit" min={1} step={1} fullWidth />
    <NumberInput source="budget" min={0} fullWidth />
    <Section title="conditions" />
    <AutocompleteArrayInput
      source="conditions.paymentMethods"
      choices={choicesOf(PAYMENT_METHODS, 'ward.payment_method')}
      helperText="resources.promotions.help.empty"
      fullWidth
    />
    <AutocompleteArrayInput
      source="conditions.countries"
      choices={choicesOf(COUNTRIES, 'ward.country')}
      helperText="resources.promotions.help.empty"
      fullWidth
    />
    <BooleanInput source="conditions.firstOrderOnly" />
    <ReferenceArrayInput source="conditions.customerIds" reference="customers">
      <AutocompleteArrayInput optionText={customerName} helperText="resources.promotions.help.customers" fullWidth />
    </ReferenceArrayInput>
    <PromotionPreview />
  </SimpleForm>
);
