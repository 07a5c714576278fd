import { Grid } from '@mui/material';
import { productSchema } from '@ward/shared';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput, TranslatableInputs } from 'react-admin';
import { byLocalizedName } from '../common/representation';
import { useZodValidator } from '../common/zodValidator';
import { DiscountInputs } from './DiscountInputs';
import { ProductImagesInput } from './ProductImagesInput';

/** An unchosen category is `null` to the schema ("choose a category"), not an empty string. */
const prepare = (values: Record<string, unknown>) => ({ ...values, categoryId: values.categoryId || null });

/** SPEC.md §5's product rules come from the shared schema, the same one the server applies. */
export const ProductForm = () => (
  <SimpleForm
    validate={useZodValidator(productSchema, prepare)}
    defaultValues={{ images: [], isFeatured: false, isDiscounted: false, stock: 0 }}
  >
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <TranslatableInputs locales={['ar', 'en']} defaultLocale="ar" fullWidth>
          <TextInput source="name" />
          <TextInput source="description" multiline minRows={4} />
        </TranslatableInputs>
        <ReferenceInput source="categoryId" reference="categories" sort={{ field: 'id', order: 'ASC' }} perPage={100}>
          <SelectInput optionText={byLocalizedName} fullWidth />
        </ReferenceInput>
        <ProductImagesInput source="images" />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <NumberInput source="price" min={0} step={0.01} fullWidth />
        <NumberInput source="stock" min={0} step={1} fullWidth />
        <NumberInput source="weight" min={0} step={1} fullWidth />
        <BooleanInput source="isFeatured" />
        <DiscountInputs />
      </Grid>
    </Grid>
  </SimpleForm>
);
