import { pageSchema } from '@ward/shared';
import { RichTextInput } from 'ra-input-rich-text';
import { SaveButton, SimpleForm, TextInput, Toolbar, TranslatableInputs } from 'react-admin';
import { WardEdit } from '../common/forms';
import { useZodValidator } from '../common/zodValidator';

/** Title and rich-text body in both languages; each editor writes in its language's direction. */
export const PageEdit = () => (
  <WardEdit redirect={false}>
    <SimpleForm validate={useZodValidator(pageSchema)} toolbar={<Toolbar><SaveButton /></Toolbar>}>
      <TranslatableInputs locales={['ar', 'en']} defaultLocale="ar" fullWidth>
        <TextInput source="title" />
        <RichTextInput source="body" fullWidth />
      </TranslatableInputs>
    </SimpleForm>
  </WardEdit>
);
