import { Box, Typography } from '@mui/material';
import { addMessages, paymentMessages } from '@ward/shared';
import { Title, useTranslate } from 'react-admin';
import { registerScreenTexts } from '../i18n/screen-texts';
import messageTexts from '../messages/MessagesList.texts';
import texts from './MessagingPage.texts';
import { SmsCard } from './SmsCard';
import { WhatsAppCard } from './WhatsAppCard';

registerScreenTexts(texts);
// the template names' labels
registerScreenTexts(messageTexts);
// "the secret is not valid" (the shared schema's message for a typed secret)
addMessages(paymentMessages);

/** The "Messaging" screen: WhatsApp's and Unifonic's accounts, WhatsApp's template names (issue 18 §3). */
export const MessagingPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={translate('ward.messaging.title')} />
      <Typography variant="body2" color="text.secondary">
        {translate('ward.messaging.intro')}
      </Typography>
      <WhatsAppCard />
      <SmsCard />
    </Box>
  );
};
