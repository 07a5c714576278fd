import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Button, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import type { ZatcaComplianceCheckDto } from '@ward/shared';
import { useTranslate } from 'react-admin';
import { useZatcaStep } from './useZatca';
import './zatcaTexts';

/** Step 3: an invoice, a credit note and a debit note checked by ZATCA; ZATCA's messages shown as they come. */
export const ChecksStep = ({ checks }: { checks: ZatcaComplianceCheckDto[] }) => {
  const translate = useTranslate();
  const step = useZatcaStep('compliance-checks');
  return (
    <Box>
      {checks.length > 0 && (
        <List dense aria-live="polite">
          {checks.map((c) => (
            <ListItem key={c.kind}>
              <ListItemIcon>{c.passed ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />}</ListItemIcon>
              <ListItemText primary={translate(`ward.zatca.kinds.${c.kind}`)} secondary={<bdi dir="ltr">{c.messages.join(' · ')}</bdi>} />
            </ListItem>
          ))}
        </List>
      )}
      <Button variant="contained" onClick={() => step.mutate({})} disabled={step.isPending}>
        {translate(checks.length ? 'ward.zatca.actions.checksAgain' : 'ward.zatca.actions.checks')}
      </Button>
    </Box>
  );
};
