import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { messagingSettingsInputSchema } from '@ward/shared';
import type { ReactNode } from 'react';
import { EditBase, Form, SaveButton, useRecordContext, useTranslate } from 'react-admin';
import { WhenLoaded } from '../common/WhenLoaded';
import { useZodValidator } from '../common/zodValidator';

const Ready = ({ flag }: { flag: string }) => {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  if (!record) return null;
  const ready = record[flag] === true;
  return <Chip size="small" color={ready ? 'success' : 'default'} label={translate(`ward.messaging.${ready ? 'ready' : 'notReady'}`)} />;
};

/** One provider's part of the messaging settings (record 1), saved on its own: only its fields are sent. */
export const AccountCard = ({
  id,
  title,
  about,
  readyFlag,
  transform,
  children,
}: {
  id: string;
  title: string;
  about: string;
  readyFlag: string;
  transform: (values: Record<string, unknown>) => Record<string, unknown>;
  children: ReactNode;
}) => {
  const validate = useZodValidator(messagingSettingsInputSchema, transform);
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <EditBase resource="messaging-settings" id={1} mutationMode="pessimistic" redirect={false} transform={transform}>
          <WhenLoaded>
            <Form validate={validate}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="h2" id={id}>
                  {title}
                </Typography>
                <Ready flag={readyFlag} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {about}
              </Typography>
              <Stack spacing={1}>{children}</Stack>
              <SaveButton sx={{ mt: 1 }} />
            </Form>
          </WhenLoaded>
        </EditBase>
      </CardContent>
    </Card>
  );
};
