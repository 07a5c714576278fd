import { FormControlLabel, Switch, Typography } from '@mui/material';
import { OPTION_KINDS } from '@ward/shared';
import { useState } from 'react';
import { ArrayInput, NumberInput, RemoveItemButton, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { AddRowButton } from '../common/AddRowButton';
import { registerScreenTexts } from '../i18n/screen-texts';
import { OptionCodeInput, ValueCodeInput } from './AutoCodeInput';
import texts from './variant-editor.texts';

registerScreenTexts(texts);

const L = 'resources.products.variants.';
/** inline rows wrap on narrow screens instead of squeezing their inputs */
export const WRAP = {
  '& .RaSimpleFormIterator-form': { flex: 1, flexWrap: 'wrap', rowGap: 1 },
  '& .RaSimpleFormIterator-form > *': { flexShrink: 0 },
};
const KIND_CHOICES = OPTION_KINDS.map((kind) => ({ id: kind, name: `${L}kinds.${kind}` }));

/** Codes are asked only of an expert who wants them, or when one of them is wrong. */
function useShowCodes(): [boolean, boolean, (on: boolean) => void] {
  const [wanted, setWanted] = useState(false);
  const { errors } = useFormState({ name: 'options' });
  const rows = (errors.options ?? []) as unknown as Array<{ code?: unknown; values?: Array<{ code?: unknown }> } | undefined>;
  const wrongCode = Array.isArray(rows) && rows.some((o) => o?.code || (Array.isArray(o?.values) && o.values.some((v) => v?.code)));
  return [wanted || wrongCode, wrongCode, setWanted];
}

/** What a product's variants choose between (size, concentration, weight…), each with its values. */
export const OptionsInput = () => {
  const translate = useTranslate();
  const [showCodes, forced, setShowCodes] = useShowCodes();
  return (
    <>
      <FormControlLabel
        control={<Switch checked={showCodes} disabled={forced} onChange={(e) => setShowCodes(e.target.checked)} />}
        label={translate(`${L}show_codes`)}
      />
      <Typography variant="body2" color="text.secondary">
        {translate(`${L}codes_hint`)}
      </Typography>
      <ArrayInput source="options" label={`${L}options`}>
        <SimpleFormIterator
          inline
          sx={WRAP}
          disableClear
          addButton={<AddRowButton label={`${L}add_option`} />}
          removeButton={<RemoveItemButton label={`${L}remove_option`} />}
        >
          <SelectInput
            source="kind"
            label={`${L}option_kind`}
            choices={KIND_CHOICES}
            defaultValue="other"
            helperText={false}
            sx={{ minWidth: 190, width: 190 }}
          />
          <TextInput source="name.ar" label={`${L}option_name_ar`} helperText={false} sx={{ minWidth: 190, width: 190 }} />
          <TextInput source="name.en" label={`${L}option_name_en`} helperText={false} sx={{ minWidth: 190, width: 190 }} />
          <OptionCodeInput show={showCodes} />
          <ArrayInput source="values" label={`${L}values`} sx={{ flexBasis: '100%' }}>
            <SimpleFormIterator
              inline
              sx={WRAP}
              disableClear
              addButton={<AddRowButton label={`${L}add_value`} />}
              removeButton={<RemoveItemButton label={`${L}remove_value`} />}
            >
              <TextInput source="name.ar" label={`${L}value_name_ar`} helperText={false} sx={{ minWidth: 170, width: 170 }} />
              <TextInput source="name.en" label={`${L}value_name_en`} helperText={false} sx={{ minWidth: 170, width: 170 }} />
              <NumberInput source="amount" label={`${L}value_amount`} min={0} helperText={false} sx={{ minWidth: 220, width: 220 }} />
              <ValueCodeInput show={showCodes} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
