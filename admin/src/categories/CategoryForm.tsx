import { CATEGORY_SECTIONS, categorySchema } from '@ward/shared';
import { SelectInput, SimpleForm, TextInput, TranslatableInputs } from 'react-admin';
import { choicesOf } from '../common/fields';
import { useZodValidator } from '../common/zodValidator';

export const CategoryForm = () => (
  <SimpleForm validate={useZodValidator(categorySchema)} sx={{ maxWidth: 720 }}>
    <TranslatableInputs locales={['ar', 'en']} defaultLocale="ar" fullWidth>
      <TextInput source="name" />
      <TextInput source="description" multiline minRows={3} />
    </TranslatableInputs>
    <SelectInput source="section" choices={choicesOf(CATEGORY_SECTIONS, 'ward.sections')} emptyText="ward.common.none" />
  </SimpleForm>
);
