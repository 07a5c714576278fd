import { Divider, Grid, Typography } from '@mui/material';
import { productSchema } from '@ward/shared';
import { useCallback } from 'react';
import {
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TranslatableInputs,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { byLocalizedName } from '../common/representation';
import { useZodValidator } from '../common/zodValidator';
import { DiscountInputs } from './DiscountInputs';
import { OptionsInput } from './OptionsInput';
import { ProductImagesInput } from './ProductImagesInput';
import { GiftSetInput } from './GiftSetInput';
import { SampleInput } from './SampleInput';
import { VariantsInput } from './VariantsInput';
import { registerScreenTexts } from '../i18n/screen-texts';
import sfdaTexts from './sfda.texts';

registerScreenTexts(sfdaTexts);

type Values = Record<string, unknown>;

/** An unchosen category is `null` to the schema ("choose a category"), not an empty string. */
const prepare = (values: Values) => ({ ...values, categoryId: values.categoryId || null });

/**
 * "Choose one value of each option" belongs to the variant's whole `options`, which the form
 * shows as one select per option: the message goes on the first select, so the admin sees it.
 */
function onOptionSelects(errors: Values, values: Values): Values {
  const firstCode = (values.options as Array<{ code?: string }> | undefined)?.[0]?.code;
  const rows = errors.variants;
  if (!firstCode || !rows || typeof rows !== 'object') return errors;
  for (const row of Object.values(rows as Record<string, Values>))
    if (row && typeof row.options === 'string') row.options = { [firstCode]: row.options };
  return errors;
}

const useHasOptions = () => ((useWatch({ name: 'options' }) ?? []) as unknown[]).length > 0;

/** Without options the product's own price, stock and discount (with options they are its variants'). */
const OwnPrice = () => {
  const hasOptions = useHasOptions();
  // a gift set's stock is its items'
  const isSet = ((useWatch({ name: 'components' }) ?? []) as unknown[]).length > 0;
  return (
    <>
      {hasOptions ? null : (
        <>
          <NumberInput source="price" min={0} step={0.01} fullWidth />
          {isSet ? null : <NumberInput source="stock" min={0} step={1} fullWidth />}
          <NumberInput source="weight" min={0} step={1} fullWidth />
        </>
      )}
      <BooleanInput source="isFeatured" />
      {hasOptions ? null : <DiscountInputs />}
    </>
  );
};

/** The options and, once there is one, a row per variant. */
const OptionsAndVariants = () => {
  const translate = useTranslate();
  const hasOptions = useHasOptions();
  return (
    <>
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6">{translate('resources.products.variants.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.products.variants.hint')}
      </Typography>
      <GiftSetInput hasOptions={hasOptions}>
        <OptionsInput />
        {hasOptions ? <VariantsInput /> : null}
      </GiftSetInput>
    </>
  );
};

/** SPEC.md §5's product rules come from the shared schema, the same one the server applies. */
export const ProductForm = () => {
  const zod = useZodValidator(productSchema, prepare);
  const validate = useCallback((values: Values) => onOptionSelects(zod(values), values), [zod]);
  return (
    <SimpleForm validate={validate} defaultValues={{ images: [], isFeatured: false, isDiscounted: false, stock: 0, options: [] }}>
      <Grid container spacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <TranslatableInputs locales={['ar', 'en']} defaultLocale="ar" fullWidth>
            <TextInput source="name" />
            <TextInput source="description" multiline minRows={4} />
          </TranslatableInputs>
          <ReferenceInput source="categoryId" reference="categories" sort={{ field: 'id', order: 'ASC' }} perPage={100}>
            <SelectInput optionText={byLocalizedName} fullWidth />
          </ReferenceInput>
          <TextInput source="sfdaNumber" fullWidth helperText="resources.products.sfdaHint" />
          <ProductImagesInput source="images" />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <OwnPrice />
        </Grid>
        <Grid size={12}>
          <OptionsAndVariants />
          <SampleInput />
        </Grid>
      </Grid>
    </SimpleForm>
  );
};
