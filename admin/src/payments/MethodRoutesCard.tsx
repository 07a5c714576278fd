import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { paymentSettingsInputSchema } from '@ward/shared';
import { EditBase, Form, SaveButton, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { WhenLoaded } from '../common/WhenLoaded';
import { ltrInput } from '../common/direction';
import { useZodValidator } from '../common/zodValidator';
import { AssociationFileButton } from './AssociationFileButton';
import { usePaymentsText } from './usePaymentsText';

interface PaymentSettings {
  id: 1;
  routes: Record<string, string | null>;
  offered: Record<string, string>;
  testGateway: boolean;
  applePayAssociation: string | null;
  applePayFromEnvironment: boolean;
}

const METHODS = ['mada', 'card', 'applepay', 'stcpay', 'tabby', 'tamara'] as const;
const CARD_PROVIDERS = ['moyasar', 'test'];

/** Null (not offered) travels as the select's "off" value. */
const OFF = 'off';
const submitted = (values: Record<string, unknown>) => {
  const routes = (values.routes ?? {}) as Record<string, string | null>;
  return {
    routes: Object.fromEntries(METHODS.map((m) => [m, routes[m] && routes[m] !== OFF ? routes[m] : null])),
    applePayAssociation:
      typeof values.applePayAssociation === 'string' && values.applePayAssociation.trim() ? values.applePayAssociation : null,
  };
};

const Routes = () => {
  const record = useRecordContext<PaymentSettings>();
  const translate = useTranslate();
  const text = usePaymentsText();
  const choices = (method: string) => [
    ...(method === 'tabby' || method === 'tamara' ? [method] : CARD_PROVIDERS.filter((p) => p !== 'test' || record?.testGateway)).map(
      (p) => ({
        id: p,
        name: text(`providers.${p}`),
      }),
    ),
    { id: OFF, name: text('off') },
  ];
  // what checkout offers now (saved choices, and whether their provider is ready)
  const offered = (method: string) => {
    const provider = record?.offered?.[method];
    return provider ? text('offeredBy', { provider: text(`providers.${provider}`) }) : text('notOffered');
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {METHODS.map((method) => (
        <SelectInput
          key={method}
          source={`routes.${method}`}
          label={translate(`ward.payment_method.${method}`)}
          choices={choices(method)}
          format={(v: string | null) => v ?? OFF}
          helperText={offered(method)}
        />
      ))}
    </Box>
  );
};

const ApplePay = () => {
  const record = useRecordContext<PaymentSettings>();
  const text = usePaymentsText();
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {text('applePay.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text(record?.applePayFromEnvironment ? 'applePay.fromEnvironment' : 'applePay.help')}
      </Typography>
      <TextInput
        source="applePayAssociation"
        label={text('applePay.file')}
        multiline
        minRows={2}
        maxRows={6}
        disabled={record?.applePayFromEnvironment}
        helperText={text('applePay.served')}
        {...ltrInput}
      />
      {!record?.applePayFromEnvironment && <AssociationFileButton />}
    </Stack>
  );
};

/** Which provider takes each payment method (or not offered), and Apple Pay's domain association file. */
export const MethodRoutesCard = () => {
  const text = usePaymentsText();
  const validate = useZodValidator(paymentSettingsInputSchema, submitted);
  return (
    <Card variant="outlined" component="section" aria-labelledby="payment-methods">
      <CardContent>
        <EditBase resource="payment-settings" id={1} mutationMode="pessimistic" redirect={false} transform={submitted}>
          <WhenLoaded>
            <Form validate={validate}>
              <Typography variant="h6" component="h2" id="payment-methods" gutterBottom>
                {text('methods')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {text('methodsHelp')}
              </Typography>
              <Routes />
              <ApplePay />
              <SaveButton sx={{ mt: 1 }} />
            </Form>
          </WhenLoaded>
        </EditBase>
      </CardContent>
    </Card>
  );
};
