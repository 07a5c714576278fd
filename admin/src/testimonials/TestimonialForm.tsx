import { testimonialSchema } from '@ward/shared';
import { SimpleForm, TextInput, TranslatableInputs } from 'react-admin';
import { crudViews } from '../common/SimpleCrud';
import { useZodValidator } from '../common/zodValidator';

export const TestimonialForm = () => (
  <SimpleForm validate={useZodValidator(testimonialSchema)} sx={{ maxWidth: 720 }}>
    <TranslatableInputs locales={['ar', 'en']} defaultLocale="ar" fullWidth>
      <TextInput source="name" />
      <TextInput source="job" />
      <TextInput source="review" multiline minRows={3} />
    </TranslatableInputs>
  </SimpleForm>
);

export const { Edit: TestimonialEdit, Create: TestimonialCreate } = crudViews(TestimonialForm);
