import { NumberInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { ltrInput } from '../common/direction';
import { AccountCard } from './AccountCard';
import { BaseUrlInput } from './BaseUrlInput';
import { SecretInput, submittedFields } from './SecretInput';

const BUDGET = ['smsBudgetPerHour', 'smsBudgetPerDay', 'smsBudgetPerCountryPerHour'] as const;

/** The account's fields as the other cards send them, and the texting budget as whole numbers (empty: the default). */
const submitted = (values: Record<string, unknown>) => ({
  ...submittedFields(['smsAppSid'], ['smsSenderId', 'smsBaseUrl'])(values),
  ...Object.fromEntries(BUDGET.map((key) => [key, typeof values[key] === 'number' ? values[key] : null])),
});

const Effective = ({ field }: { field: 'smsSenderId' | 'smsBaseUrl' }) => {
  const record = useRecordContext<{ effective: Record<string, string | null> }>();
  const translate = useTranslate();
  const value = record?.effective[field];
  return value ? translate('ward.messaging.inEffect', { value }) : false;
};

/** Unifonic's account: sign-in codes by SMS. */
export const SmsCard = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`ward.messaging.sms.${key}`);
  return (
    <AccountCard id="messaging-sms" title={t('title')} about={t('about')} readyFlag="smsReady" transform={submitted}>
      <SecretInput source="smsAppSid" label={t('appSid')} />
      <TextInput source="smsSenderId" label={t('senderId')} helperText={<Effective field="smsSenderId" />} {...ltrInput} />
      <BaseUrlInput source="smsBaseUrl" label={t('baseUrl')} secrets={['smsAppSid']} helperText={<Effective field="smsBaseUrl" />} />
      {BUDGET.map((key) => (
        <NumberInput key={key} source={key} label={t(`budget.${key}`)} helperText={t(`budget.${key}Help`)} min={1} step={1} />
      ))}
    </AccountCard>
  );
};
