import { pageSchema } from '@ward/shared';
import { SaveButton, SimpleForm, TextInput, Toolbar, TranslatableInputs } from 'react-admin';
import { WardEdit } from '../common/forms';
import { useZodValidator } from '../common/zodValidator';
import { BodyInput } from './BodyInput';

/** Title and rich-text body in both languages; each editor writes in its language's direction. */
export const PageEdit = () => (
  <WardEdit redirect={false}>
    <SimpleForm
      validate={useZodValidator(pageSchema)}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TranslatableInputs locales={['ar', 'en']} defaultLocale="ar" fullWidth>
        <TextInput source="title" />
        <BodyInput source="body" fullWidth />
      </TranslatableInputs>
    </SimpleForm>
  </WardEdit>
);
