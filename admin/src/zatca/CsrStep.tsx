import { zatcaCsrSchema, ZATCA_ENVIRONMENTS, type ZatcaOnboardingDto } from '@ward/shared';
import { Form, SaveButton, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useZodValidator } from '../common/zodValidator';
import { useZatcaStep } from './useZatca';
import './zatcaTexts';

const DEFAULTS = { environment: 'simulation', commonName: 'Ward-EGS-1', organizationUnit: '', industry: '', location: '' };

/** Step 1: environment and the EGS unit's details → key pair and CSR (generated on the server). */
export const CsrStep = ({ current }: { current: ZatcaOnboardingDto['onboarding'] }) => {
  const translate = useTranslate();
  const step = useZatcaStep('csr');
  const choices = ZATCA_ENVIRONMENTS.map((id) => ({ id, name: `ward.zatca.environments.${id}` }));
  return (
    <Form
      defaultValues={current ?? DEFAULTS}
      validate={useZodValidator(zatcaCsrSchema)}
      onSubmit={(values: object) => step.mutate(values)}
      noValidate
    >
      <SelectInput source="environment" choices={choices} label="ward.zatca.fields.environment" helperText="ward.zatca.help.environment" />
      <TextInput source="commonName" label="ward.zatca.fields.commonName" helperText="ward.zatca.help.commonName" fullWidth />
      <TextInput
        source="organizationUnit"
        label="ward.zatca.fields.organizationUnit"
        helperText="ward.zatca.help.organizationUnit"
        fullWidth
      />
      <TextInput source="industry" label="ward.zatca.fields.industry" fullWidth />
      <TextInput source="location" label="ward.zatca.fields.location" helperText="ward.zatca.help.location" fullWidth />
      <SaveButton
        label={translate(current ? 'ward.zatca.actions.regenerate' : 'ward.zatca.actions.generate')}
        disabled={step.isPending}
        alwaysEnable
      />
    </Form>
  );
};
