import { Button } from '@mui/material';
import type { ProductOptionInput } from '@ward/shared';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  RemoveItemButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useLocale,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { AddRowButton } from '../common/AddRowButton';
import { useIsGiftSet } from './GiftSetInput';
import { WRAP } from './OptionsInput';
import { SetContentsInput } from './SetContentsInput';
import { missingCombinations } from './variant-combinations';

const L = 'resources.products.variants.';
const F = 'resources.products.fields.';

type Lang = 'ar' | 'en';

/** One select per product option, for the variant in this row (`variants.N.options.<code>`). */
const VariantOptionSelects = () => {
  const options = (useWatch({ name: 'options' }) ?? []) as ProductOptionInput[];
  const lang = useLocale() as Lang;
  return (
    <>
      {options
        .filter((o) => o?.code)
        .map((o) => (
          <SelectInput
            key={o.code}
            source={`options.${o.code}`}
            label={o.name?.[lang] || o.code}
            choices={(o.values ?? []).filter((v) => v?.code).map((v) => ({ id: v.code, name: v.name?.[lang] || v.code }))}
            translateChoice={false}
            helperText={false}
            sx={{ minWidth: 170, width: 170 }}
          />
        ))}
    </>
  );
};

/** Adds a variant for each combination of option values the product does not have yet. */
const GenerateButton = () => {
  const translate = useTranslate();
  const { getValues, setValue, formState } = useFormContext();
  const generate = () => {
    const values = getValues() as {
      id?: number;
      options?: ProductOptionInput[];
      variants?: Array<Record<string, unknown>>;
      price?: number;
      weight?: number | null;
    };
    const added = missingCombinations(values.options ?? [], values.variants ?? [], {
      skuPrefix: `WRD-${values.id ?? 'NEW'}`,
      price: values.price,
      weight: values.weight,
    });
    // checked again only once the admin has tried to save: the rows are still being filled in (a
    // message left on a row the admin then removes would stay on the row that takes its place)
    if (added.length)
      setValue('variants', [...(values.variants ?? []), ...added], { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  return (
    <Button variant="outlined" size="small" onClick={generate} sx={{ my: 1 }}>
      {translate(`${L}generate`)}
    </Button>
  );
};

/**
 * The product's variants: SKU, barcode, option values, price, discount, stock, weight, default;
 * a gift set's variants have contents instead of a stock of their own.
 */
export const VariantsInput = () => {
  const isSet = useIsGiftSet();
  return (
    <>
      <GenerateButton />
      <ArrayInput source="variants" label={`${L}list`}>
        <SimpleFormIterator
          inline
          sx={WRAP}
          disableClear
          addButton={<AddRowButton label={`${L}add_variant`} />}
          removeButton={<RemoveItemButton label={`${L}remove_variant`} />}
        >
          <TextInput source="sku" label={`${L}sku`} helperText={false} sx={{ minWidth: 180, width: 180 }} />
          <VariantOptionSelects />
          <NumberInput source="price" label={`${F}price`} min={0} step={0.01} helperText={false} sx={{ minWidth: 120, width: 120 }} />
          {isSet ? null : (
            <NumberInput
              source="stock"
              label={`${F}stock`}
              min={0}
              step={1}
              defaultValue={0}
              helperText={false}
              sx={{ minWidth: 110, width: 110 }}
            />
          )}
          <NumberInput source="weight" label={`${F}weight`} min={0} step={1} helperText={false} sx={{ minWidth: 130, width: 130 }} />
          <BooleanInput source="isDiscounted" label={`${F}isDiscounted`} helperText={false} />
          <NumberInput
            source="discountValue"
            label={`${F}discountValue`}
            min={1}
            max={99}
            step={1}
            helperText={false}
            sx={{ minWidth: 160, width: 160 }}
          />
          <TextInput source="barcode" label={`${L}barcode`} helperText={false} sx={{ minWidth: 160, width: 160 }} />
          <BooleanInput source="isDefault" label={`${L}is_default`} helperText={false} />
          {isSet ? <SetContentsInput source="components" /> : null}
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
