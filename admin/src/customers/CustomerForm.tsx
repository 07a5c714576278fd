import { ROLES, customerCreateSchema, customerUpdateSchema } from '@ward/shared';
import { PasswordInput, SelectInput, SimpleForm, TextInput, type ToolbarProps } from 'react-admin';
import { ltrInput } from '../common/direction';
import { choicesOf } from '../common/fields';
import { useZodValidator } from '../common/zodValidator';
import type { ReactElement } from 'react';

/** Create needs a password of at least 6 (SPEC.md §5); editing may leave it empty to keep it. */
export const CustomerForm = ({ mode, toolbar }: { mode: 'create' | 'edit'; toolbar?: ReactElement<ToolbarProps> }) => (
  <SimpleForm
    validate={useZodValidator(mode === 'create' ? customerCreateSchema : customerUpdateSchema)}
    defaultValues={{ role: 'Customer' }}
    toolbar={toolbar}
    sx={{ maxWidth: 640 }}
  >
    <TextInput source="name" fullWidth />
    <TextInput source="email" type="email" fullWidth {...ltrInput} />
    <TextInput source="phone" type="tel" fullWidth {...ltrInput} />
    <TextInput source="address" multiline fullWidth />
    <SelectInput source="role" choices={choicesOf(ROLES, 'ward.role')} />
    <PasswordInput
      source="password"
      autoComplete="new-password"
      helperText={mode === 'edit' ? 'resources.customers.actions.password_help' : undefined}
      fullWidth
    />
  </SimpleForm>
);
