import { Alert, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { paymentProviderInputSchema, type PaymentProviderName } from '@ward/shared';
import { BooleanInput, EditBase, Form, PasswordInput, SaveButton, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { ltrInput } from '../common/direction';
import { WhenLoaded } from '../common/WhenLoaded';
import { useZodValidator } from '../common/zodValidator';
import { SecretHint } from './SecretHint';
import { WebhookUrl } from './WebhookUrl';
import { usePaymentsText } from './usePaymentsText';

export interface ProviderAccount {
  id: PaymentProviderName;
  enabled: boolean;
  sandbox: boolean;
  ready: boolean;
  testKeys: boolean;
  publicKey: string | null;
  hasSecretKey: boolean;
  secretKeyHint: string | null;
  hasWebhookSecret: boolean;
  webhookSecretHint: string | null;
  merchantCode: string | null;
  fromEnvironment: string[];
  webhookUrl: string;
  methods: string[];
}

/** What a provider asks for (names of its own dashboard). */
const FIELDS: Record<PaymentProviderName, Array<'publicKey' | 'secretKey' | 'webhookSecret' | 'merchantCode' | 'sandbox'>> = {
  moyasar: ['publicKey', 'secretKey', 'webhookSecret'],
  tabby: ['publicKey', 'secretKey', 'merchantCode', 'webhookSecret'],
  tamara: ['sandbox', 'publicKey', 'secretKey', 'webhookSecret'],
};

/** Only what the admin typed goes to the server: secrets left empty stay as they are. */
const submitted = (provider: PaymentProviderName) => (values: Record<string, unknown>) => {
  const body: Record<string, unknown> = { enabled: !!values.enabled };
  for (const field of FIELDS[provider]) {
    const value = values[field];
    if (field === 'sandbox') body.sandbox = !!value;
    else if (field === 'secretKey' || field === 'webhookSecret') {
      if (typeof value === 'string' && value.trim()) body[field] = value.trim();
      if (values[`${field}Remove`]) body[field] = '';
    } else body[field] = typeof value === 'string' && value.trim() ? value.trim() : null;
  }
  return body;
};

const Status = () => {
  const account = useRecordContext<ProviderAccount>();
  const translate = useTranslate();
  const text = usePaymentsText();
  if (!account) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={account.ready ? 'success' : 'default'} label={text(`${account.ready ? 'ready' : 'notReady'}`)} />
      {account.ready && account.testKeys && <Chip size="small" color="warning" label={text('testKeys')} />}
      {account.methods.map((m) => (
        <Chip key={m} size="small" variant="outlined" label={translate(`ward.payment_method.${m}`)} />
      ))}
    </Stack>
  );
};

const Fields = ({ provider }: { provider: PaymentProviderName }) => {
  const account = useRecordContext<ProviderAccount>();
  const text = usePaymentsText();
  const locked = (field: string) => account?.fromEnvironment.includes(field) ?? false;
  const helper = (field: string) => text(locked(field) ? 'fromEnvironment' : `help.${provider}.${field}`);
  return (
    <Stack spacing={1}>
      <BooleanInput source="enabled" label={text('enabled')} helperText={false} />
      {FIELDS[provider].map((field) =>
        field === 'sandbox' ? (
          <BooleanInput key={field} source="sandbox" label={text('fields.sandbox')} helperText={text('help.tamara.sandbox')} />
        ) : field === 'secretKey' || field === 'webhookSecret' ? (
          <Stack key={field} spacing={0}>
            <PasswordInput
              source={field}
              label={text(`fields.${provider}.${field}`)}
              helperText={helper(field)}
              disabled={locked(field)}
              autoComplete="new-password"
              {...ltrInput}
            />
            <SecretHint field={field} locked={locked(field)} />
          </Stack>
        ) : (
          <TextInput
            key={field}
            source={field}
            label={text(`fields.${provider}.${field}`)}
            helperText={helper(field)}
            disabled={locked(field)}
            {...ltrInput}
          />
        ),
      )}
      {account && <WebhookUrl url={account.webhookUrl} provider={provider} />}
      {account && !account.ready && account.enabled && <Alert severity="info">{text(`missing.${provider}`)}</Alert>}
    </Stack>
  );
};

/** One provider's account: its keys (secrets never shown, only "saved, ending in …"), enabled, ready. */
export const ProviderCard = ({ provider }: { provider: PaymentProviderName }) => {
  const text = usePaymentsText();
  const validate = useZodValidator(paymentProviderInputSchema, submitted(provider));
  return (
    <Card variant="outlined" component="section" aria-labelledby={`provider-${provider}`}>
      <CardContent>
        <EditBase resource="payment-providers" id={provider} mutationMode="pessimistic" redirect={false} transform={submitted(provider)}>
          <WhenLoaded>
            <Form validate={validate}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
                <Typography variant="h6" component="h2" id={`provider-${provider}`}>
                  {text(`providers.${provider}`)}
                </Typography>
                <Status />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {text(`about.${provider}`)}
              </Typography>
              <Fields provider={provider} />
              <SaveButton sx={{ mt: 1 }} />
            </Form>
          </WhenLoaded>
        </EditBase>
      </CardContent>
    </Card>
  );
};
