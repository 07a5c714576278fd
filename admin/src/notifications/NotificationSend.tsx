import { Card, CardContent } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { NOTIFICATION_TARGETS, notificationSendSchema } from '@ward/shared';
import { AutocompleteArrayInput, RadioButtonGroupInput, ReferenceArrayInput, SaveButton, SimpleForm, TextInput, Title, Toolbar, TranslatableInputs, useDataProvider, useNotify, useRedirect } from 'react-admin';
import { useWatch } from 'react-hook-form';
import SendIcon from '@mui/icons-material/Send';
import { choicesOf } from '../common/fields';
import { useZodValidator } from '../common/zodValidator';
import type { WardDataProvider } from '../providers';

const Recipients = () => {
  const target = useWatch({ name: 'target' });
  if (target === 'all') return null;
  return (
    <ReferenceArrayInput source="userIds" reference="customers" filter={{ role: 'Customer', status: 'Active' }}>
      <AutocompleteArrayInput optionText={(c: { name: string; email: string }) => `${c.name} · ${c.email}`} fullWidth />
    </ReferenceArrayInput>
  );
};

/** Compose in both languages and send to one, selected or all customers (SPEC.md §6). */
export const NotificationSend = () => {
  const dataProvider = useDataProvider<WardDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const send = useMutation({
    mutationFn: (body: Record<string, unknown>) => dataProvider.post<{ sent: number }>('notifications/send', body),
    onSuccess: ({ data }) => (notify('resources.notifications.send.sent', { type: 'success', messageArgs: { smart_count: data.sent ?? 0 } }), redirect('list', 'notifications')),
    onError: (e: Error) => notify('resources.notifications.send.failed', { type: 'error', messageArgs: { detail: e.message } }),
  });
  const onSubmit = (values: Record<string, unknown>) => send.mutate(values.target === 'all' ? { ...values, userIds: undefined } : values);
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title="resources.notifications.send.title" />
      <CardContent>
        <SimpleForm
          resource="notifications"
          onSubmit={onSubmit}
          validate={useZodValidator(notificationSendSchema)}
          defaultValues={{ target: 'all', userIds: [] }}
          toolbar={<Toolbar><SaveButton label="resources.notifications.send.action" icon={<SendIcon />} alwaysEnable={!send.isPending} /></Toolbar>}
        >
          <RadioButtonGroupInput source="target" choices={choicesOf(NOTIFICATION_TARGETS, 'ward.target')} />
          <Recipients />
          <TranslatableInputs locales={['ar', 'en']} defaultLocale="ar" fullWidth>
            <TextInput source="title" />
            <TextInput source="description" multiline minRows={3} />
          </TranslatableInputs>
        </SimpleForm>
      </CardContent>
    </Card>
  );
};
