import { Grid } from '@mui/material';
import { branchSchema } from '@ward/shared';
import { NumberInput, SimpleForm, TextInput, TranslatableInputs } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ltrInput } from '../common/direction';
import { crudViews } from '../common/SimpleCrud';
import { useZodValidator } from '../common/zodValidator';
import { MapPicker } from './MapPicker';

/** Latitude and longitude as numbers, and the same point on the map (either edits both). */
const Location = () => {
  const { setValue } = useFormContext();
  const [latitude, longitude] = useWatch({ name: ['latitude', 'longitude'] }) as [unknown, unknown];
  const value = typeof latitude === 'number' && typeof longitude === 'number' ? { lat: latitude, lng: longitude } : null;
  const pick = ({ lat, lng }: { lat: number; lng: number }) => {
    setValue('latitude', lat, { shouldDirty: true, shouldValidate: true });
    setValue('longitude', lng, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <Grid container spacing={2} sx={{ width: '100%' }}>
        <Grid size={6}>
          <NumberInput source="latitude" step={0.000001} fullWidth />
        </Grid>
        <Grid size={6}>
          <NumberInput source="longitude" step={0.000001} fullWidth />
        </Grid>
      </Grid>
      <MapPicker value={value} onChange={pick} />
    </>
  );
};

export const BranchForm = () => (
  <SimpleForm validate={useZodValidator(branchSchema)} sx={{ maxWidth: 860 }}>
    <TranslatableInputs locales={['ar', 'en']} defaultLocale="ar" fullWidth>
      <TextInput source="name" />
      <TextInput source="description" multiline minRows={2} />
      <TextInput source="hours" />
    </TranslatableInputs>
    <TextInput source="phone" type="tel" fullWidth {...ltrInput} />
    <Location />
    <NumberInput source="sortOrder" step={1} />
  </SimpleForm>
);

export const { Edit: BranchEdit, Create: BranchCreate } = crudViews(BranchForm);
