import { carrierSchema } from '@ward/shared';
import { BooleanInput, SimpleForm, TextInput, TranslatableInputs } from 'react-admin';
import { ltrInput } from '../common/direction';
import { crudViews } from '../common/SimpleCrud';
import { useZodValidator } from '../common/zodValidator';

export const CarrierForm = () => (
  <SimpleForm validate={useZodValidator(carrierSchema)} defaultValues={{ isActive: true }} sx={{ maxWidth: 720 }}>
    <TranslatableInputs locales={['ar', 'en']} defaultLocale="ar" fullWidth>
      <TextInput source="name" />
    </TranslatableInputs>
    <TextInput source="trackingUrlTemplate" helperText="resources.carriers.help.template" fullWidth {...ltrInput} />
    <BooleanInput source="isActive" />
  </SimpleForm>
);

export const { Edit: CarrierEdit, Create: CarrierCreate } = crudViews(CarrierForm);
