import { Alert, Typography } from '@mui/material';
import { WHATSAPP_TEMPLATES } from '@ward/shared';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { ltrInput } from '../common/direction';
import { AccountCard } from './AccountCard';
import { BaseUrlInput } from './BaseUrlInput';
import { SecretInput, submittedFields } from './SecretInput';

interface WhatsAppView {
  whatsappReady: boolean;
  whatsappWebhookUrl: string;
  effective: { whatsappPhoneNumberId: string | null; whatsappBaseUrl: string };
}

const submitted = (values: Record<string, unknown>) => ({
  ...submittedFields(
    ['whatsappAccessToken', 'whatsappAppSecret', 'whatsappVerifyToken'],
    ['whatsappPhoneNumberId', 'whatsappBaseUrl'],
  )(values),
  whatsappTemplates: values.whatsappTemplates,
});

const Effective = ({ field }: { field: 'whatsappPhoneNumberId' | 'whatsappBaseUrl' }) => {
  const record = useRecordContext<WhatsAppView>();
  const translate = useTranslate();
  const value = record?.effective[field];
  return value ? translate('ward.messaging.inEffect', { value }) : false;
};

const Details = () => {
  const record = useRecordContext<WhatsAppView>();
  const translate = useTranslate();
  const t = (key: string) => translate(`ward.messaging.whatsapp.${key}`);
  return (
    <>
      <TextInput
        source="whatsappPhoneNumberId"
        label={t('phoneNumberId')}
        helperText={<Effective field="whatsappPhoneNumberId" />}
        {...ltrInput}
      />
      <SecretInput source="whatsappAccessToken" label={t('accessToken')} />
      <SecretInput source="whatsappAppSecret" label={t('appSecret')} />
      <SecretInput source="whatsappVerifyToken" label={t('verifyToken')} />
      <BaseUrlInput
        source="whatsappBaseUrl"
        label={t('baseUrl')}
        secrets={['whatsappAccessToken', 'whatsappAppSecret', 'whatsappVerifyToken']}
        helperText={<Effective field="whatsappBaseUrl" />}
      />
      {record && (
        <TextInput source="whatsappWebhookUrl" label={translate('ward.messaging.webhookUrl')} helperText={false} readOnly {...ltrInput} />
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('templates')}
      </Typography>
      {WHATSAPP_TEMPLATES.map((template) => (
        <TextInput
          key={template}
          source={`whatsappTemplates.${template}`}
          label={translate(`ward.whatsapp_template.${template}`, { _: template })}
          helperText={t(`params.${template}`)}
          {...ltrInput}
        />
      ))}
      {record && !record.whatsappReady && <Alert severity="info">{t('missing')}</Alert>}
    </>
  );
};

/** The WhatsApp Cloud API account and the names of its five templates. */
export const WhatsAppCard = () => {
  const translate = useTranslate();
  return (
    <AccountCard
      id="messaging-whatsapp"
      title={translate('ward.messaging.whatsapp.title')}
      about={translate('ward.messaging.whatsapp.about')}
      readyFlag="whatsappReady"
      transform={submitted}
    >
      <Details />
    </AccountCard>
  );
};
