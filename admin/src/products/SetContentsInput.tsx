import type { Localized } from '@ward/shared';
import {
  ArrayInput,
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  RemoveItemButton,
  SimpleFormIterator,
  useLocale,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AddRowButton } from '../common/AddRowButton';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './gift-set.texts';

registerScreenTexts(texts);

const S = 'resources.products.set.';

interface VariantChoice {
  id: number;
  sku: string;
  name: Localized;
  label: Localized | null;
  stock: number;
}

/** "Oud oil 3 ml · Half tola · OUD-3-HT": product name, option labels and SKU, so like variants are told apart. */
const useChoiceText = () => {
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  // the SKU isolated left to right, so an Arabic line does not scramble it
  return (v: VariantChoice | undefined) =>
    v ? [v.name[locale], v.label?.[locale], `\u2066${v.sku}\u2069`].filter(Boolean).join(' · ') : '';
};

/** One row: a variant of another product (searched as the admin types) and how many of it a set holds. */
const ComponentRow = () => {
  const translate = useTranslate();
  // the product being edited: its own variants cannot go inside it
  const productId = useWatch({ name: 'id' }) as number | undefined;
  const choiceText = useChoiceText();
  return (
    <>
      <ReferenceInput
        source="variantId"
        reference="variants"
        filter={{ isSet: false, ...(productId ? { excludeProductId: productId } : {}) }}
        perPage={20}
      >
        <AutocompleteInput
          label={`${S}item`}
          optionText={choiceText}
          filterToQuery={(q: string) => ({ q })}
          TextFieldProps={{ placeholder: translate(`${S}search`) }}
          helperText={false}
          sx={{ minWidth: 320, flex: 1 }}
        />
      </ReferenceInput>
      <NumberInput
        source="quantity"
        label={`${S}quantity`}
        min={1}
        max={20}
        step={1}
        defaultValue={1}
        helperText={false}
        sx={{ width: 110 }}
      />
    </>
  );
};

/** A set's contents at `source` (`components` of a product without options, `variants.N.components` of a variant). */
export const SetContentsInput = ({ source, defaultValue }: { source: string; defaultValue?: unknown[] }) => (
  <ArrayInput source={source} label={`${S}contents`} defaultValue={defaultValue} sx={{ flexBasis: '100%' }}>
    <SimpleFormIterator
      inline
      disableReordering
      sx={{ '& .RaSimpleFormIterator-form': { flex: 1, flexWrap: 'wrap', rowGap: 1 } }}
      disableClear
      addButton={<AddRowButton label={`${S}add_item`} />}
      removeButton={<RemoveItemButton label={`${S}remove_item`} />}
    >
      <ComponentRow />
    </SimpleFormIterator>
  </ArrayInput>
);
