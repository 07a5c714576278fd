import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

const label = (c: { name: string; email: string }) => `${c.name} · ${c.email}`;
const activeCustomers = { role: 'Customer', status: 'Active' };

/** One customer (`userId`, a single choice), several (`userIds`), or nobody to pick for "all". */
export const Recipients = () => {
  const target = useWatch({ name: 'target' }) as unknown;
  if (target === 'one') {
    return (
      <ReferenceInput source="userId" reference="customers" filter={activeCustomers}>
        <AutocompleteInput optionText={label} fullWidth />
      </ReferenceInput>
    );
  }
  if (target !== 'selected') return null;
  return (
    <ReferenceArrayInput source="userIds" reference="customers" filter={activeCustomers}>
      <AutocompleteArrayInput optionText={label} fullWidth />
    </ReferenceArrayInput>
  );
};

type Values = Record<string, unknown>;

/** The form's values as `POST /notifications/send` takes them: recipients always in `userIds`. */
export const toSendBody = ({ userId, userIds, ...values }: Values): Values => ({
  ...values,
  userIds: values.target === 'all' ? undefined : values.target === 'one' ? (userId ? [userId] : []) : userIds,
});

/** Errors about `userIds` belong on the single-customer input when one customer is the target. */
export const onRecipientInput = (values: Values, errors: Values): Values => {
  if (values.target !== 'one' || !errors.userIds) return errors;
  const { userIds, ...rest } = errors;
  return { ...rest, userId: userIds };
};
