import { COUNTRIES, shippingRateSchema } from '@ward/shared';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, SimpleForm } from 'react-admin';
import { choicesOf } from '../common/fields';
import { byLocalizedName } from '../common/representation';
import { crudViews } from '../common/SimpleCrud';
import { useZodValidator } from '../common/zodValidator';

export const ShippingRateForm = () => (
  <SimpleForm
    validate={useZodValidator(shippingRateSchema)}
    defaultValues={{ country: 'SA', minDays: 3, maxDays: 5, isActive: true }}
    sx={{ maxWidth: 560 }}
  >
    <SelectInput source="country" choices={choicesOf(COUNTRIES, 'ward.country')} fullWidth />
    <ReferenceInput source="carrierId" reference="carriers">
      <SelectInput optionText={byLocalizedName} fullWidth />
    </ReferenceInput>
    <NumberInput source="firstKgFee" min={0} fullWidth />
    <NumberInput source="additionalKgFee" min={0} fullWidth />
    <NumberInput source="minDays" min={0} step={1} fullWidth />
    <NumberInput source="maxDays" min={0} step={1} fullWidth />
    <BooleanInput source="isActive" />
  </SimpleForm>
);

export const { Edit: ShippingRateEdit, Create: ShippingRateCreate } = crudViews(ShippingRateForm);
