import { OPTION_KINDS } from '@ward/shared';
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';

const L = 'resources.products.variants.';
/** inline rows wrap on narrow screens instead of squeezing their inputs */
const WRAP = {
  '& .RaSimpleFormIterator-form': { flex: 1, flexWrap: 'wrap', rowGap: 1 },
  '& .RaSimpleFormIterator-form > *': { flexShrink: 0 },
};
const KIND_CHOICES = OPTION_KINDS.map((kind) => ({ id: kind, name: `${L}kinds.${kind}` }));

/** What a product's variants choose between (size, concentration, weight…), each with its values. */
export const OptionsInput = () => (
  <ArrayInput source="options" label={`${L}options`}>
    <SimpleFormIterator inline sx={WRAP}>
      <TextInput source="code" label={`${L}option_code`} helperText={false} sx={{ minWidth: 170, width: 170 }} />
      <SelectInput
        source="kind"
        label={`${L}option_kind`}
        choices={KIND_CHOICES}
        defaultValue="other"
        helperText={false}
        sx={{ minWidth: 190, width: 190 }}
      />
      <TextInput source="name.ar" label={`${L}option_name_ar`} helperText={false} sx={{ minWidth: 170, width: 170 }} />
      <TextInput source="name.en" label={`${L}option_name_en`} helperText={false} sx={{ minWidth: 170, width: 170 }} />
      <ArrayInput source="values" label={`${L}values`} sx={{ flexBasis: '100%' }}>
        <SimpleFormIterator inline sx={WRAP}>
          <TextInput source="code" label={`${L}value_code`} helperText={false} sx={{ minWidth: 170, width: 170 }} />
          <TextInput source="name.ar" label={`${L}value_name_ar`} helperText={false} sx={{ minWidth: 160, width: 160 }} />
          <TextInput source="name.en" label={`${L}value_name_en`} helperText={false} sx={{ minWidth: 160, width: 160 }} />
          <NumberInput source="amount" label={`${L}value_amount`} min={0} helperText={false} sx={{ minWidth: 190, width: 190 }} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleFormIterator>
  </ArrayInput>
);
