import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useZatcaStep } from './useZatca';
import './zatcaTexts';

/** Step 4: the production CSID; the unit then signs and reports every document (a previous unit retires). */
export const ProductionStep = ({ replacesActive }: { replacesActive: boolean }) => {
  const translate = useTranslate();
  const step = useZatcaStep('production-csid');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} disabled={step.isPending}>
        {translate('ward.zatca.actions.production')}
      </Button>
      <Confirm
        isOpen={open}
        loading={step.isPending}
        title="ward.zatca.actions.production"
        content={replacesActive ? 'ward.zatca.confirm.replace' : 'ward.zatca.confirm.production'}
        onConfirm={() => step.mutate({}, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
