import { zatcaOtpSchema } from '@ward/shared';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useZodValidator } from '../common/zodValidator';
import { useZatcaStep } from './useZatca';
import './zatcaTexts';

/** Step 2: the one-time code from the Fatoora portal → compliance CSID. */
export const OtpStep = () => {
  const translate = useTranslate();
  const step = useZatcaStep('compliance-csid');
  return (
    <Form
      defaultValues={{ otp: '' }}
      validate={useZodValidator(zatcaOtpSchema)}
      onSubmit={(values: object) => step.mutate(values)}
      noValidate
    >
      <TextInput
        source="otp"
        label="ward.zatca.fields.otp"
        helperText="ward.zatca.help.otp"
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
      />
      <SaveButton label={translate('ward.zatca.actions.complianceCsid')} disabled={step.isPending} alwaysEnable />
    </Form>
  );
};
