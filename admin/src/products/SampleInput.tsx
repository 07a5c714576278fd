import { Divider, FormControlLabel, Grid, Switch, Typography } from '@mui/material';
import { NumberInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ltrInput } from '../common/direction';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './sample.texts';

registerScreenTexts(texts);

/** What a newly offered sample starts with: the product's SKU with `-S`, none in stock, a 10 g vial. */
const newSample = (sku: string | undefined) => ({ sku: sku ? `${sku}-S` : '', stock: 0, weight: 10 });

/**
 * "Offers a free sample": a switch that gives the product its sample vial (own SKU, stock and
 * weight) or takes it away (`sample: null`); shoppers choose samples at checkout.
 */
export const SampleInput = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const sample = useWatch({ name: 'sample' }) as unknown;
  const variants = useWatch({ name: 'variants' }) as Array<{ sku?: string }> | undefined;
  const toggle = (_: unknown, on: boolean) =>
    setValue('sample', on ? newSample(variants?.[0]?.sku) : null, { shouldDirty: true, shouldValidate: true });
  return (
    <>
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6">{translate('resources.products.sample.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.products.sample.hint')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={Boolean(sample)} onChange={toggle} name="offersSample" />}
        label={translate('resources.products.sample.offer')}
      />
      {sample ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextInput source="sample.sku" fullWidth {...ltrInput} />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <NumberInput source="sample.stock" min={0} step={1} fullWidth />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <NumberInput source="sample.weight" min={0} step={1} fullWidth />
          </Grid>
        </Grid>
      ) : null}
    </>
  );
};
