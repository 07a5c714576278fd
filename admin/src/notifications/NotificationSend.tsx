import SendIcon from '@mui/icons-material/Send';
import { Card, CardContent } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { NOTIFICATION_TARGETS, notificationSendSchema } from '@ward/shared';
import {
  HttpError,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  TranslatableInputs,
  useDataProvider,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { choicesOf } from '../common/fields';
import { useZodValidator } from '../common/zodValidator';
import type { WardDataProvider } from '../providers';
import { fieldErrorsOf } from '../providers/fieldErrors';
import { onRecipientInput, Recipients, toSendBody } from './Recipients';

type Values = Record<string, unknown>;

/**
 * Compose in both languages and send to one, selected or all customers (SPEC.md §6). The server's
 * field errors land on their inputs; a failure says so with the catalogue's message.
 */
export const NotificationSend = () => {
  const dataProvider = useDataProvider<WardDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const send = useMutation({ mutationFn: (body: Values) => dataProvider.post<{ sent: number }>('notifications/send', body) });
  const validateBody = useZodValidator(notificationSendSchema, toSendBody);
  const validate = (values: Values) => onRecipientInput(values, validateBody(values));
  const onSubmit = async (values: Values) => {
    try {
      const { data } = await send.mutateAsync(toSendBody(values));
      notify('resources.notifications.send.sent', { type: 'success', messageArgs: { smart_count: data.sent ?? 0 } });
      redirect('list', 'notifications');
    } catch (error) {
      const e = error as HttpError;
      const message = translate('ward.notification.save_failed', {
        resource: translate('resources.notifications.definite'),
        detail: e.message,
      });
      // with field errors, react-admin shows them and `root.serverError` as the notice
      const fields = fieldErrorsOf(e);
      if (fields) return { ...onRecipientInput(values, fields), root: { serverError: message } };
      notify(message, { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title="resources.notifications.send.title" />
      <CardContent>
        <SimpleForm
          resource="notifications"
          onSubmit={onSubmit}
          validate={validate}
          defaultValues={{ target: 'all', userIds: [] }}
          toolbar={
            <Toolbar>
              <SaveButton label="resources.notifications.send.action" icon={<SendIcon />} alwaysEnable={!send.isPending} />
            </Toolbar>
          }
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
