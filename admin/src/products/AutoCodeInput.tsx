import type { ProductOptionInput } from '@ward/shared';
import { useEffect, useRef } from 'react';
import { TextInput, useSourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { OPTION_PRESETS, optionCode, valueCode } from './option-codes';

const L = 'resources.products.variants.';

/**
 * Keeps the text at `path` equal to `derived` while the admin has not typed their own: a new row
 * follows its kind, name and amount; a saved row, or one the admin changed, keeps what it has
 * (variants, carts and links use the codes).
 */
function useFollow(path: string, derived: string): void {
  const { getValues, setValue } = useFormContext();
  const lastSet = useRef<string | null>(null);
  useEffect(() => {
    const current = (getValues(path) as string | undefined) ?? '';
    if (current !== '' && current !== lastSet.current) return;
    lastSet.current = derived;
    if (current !== derived) setValue(path, derived, { shouldDirty: true });
  }, [getValues, setValue, path, derived]);
}

type Draft = Partial<ProductOptionInput>;

/**
 * The code of the option in this row of `options`, shown when the admin asks for codes; choosing
 * a kind ("Size (ml)") also names a new option in both languages.
 */
export const OptionCodeInput = ({ show }: { show: boolean }) => {
  const path = useSourceContext().getSource('code');
  const row = path.slice(0, -'.code'.length);
  const index = Number(row.split('.')[1]);
  const options = (useWatch({ name: 'options' }) ?? []) as Draft[];
  const option = options[index] ?? {};
  const taken = options.filter((_, i) => i !== index).map((o) => o?.code ?? '');
  const preset = OPTION_PRESETS[option.kind ?? 'other'];
  useFollow(`${row}.name.ar`, preset.name?.ar ?? '');
  useFollow(`${row}.name.en`, preset.name?.en ?? '');
  useFollow(path, optionCode(option, taken));
  return show ? <TextInput source="code" label={`${L}option_code`} helperText={false} sx={{ minWidth: 170, width: 170 }} /> : null;
};

/** The code of the value in this row of `options.N.values`, from its option's kind, its amount and its name. */
export const ValueCodeInput = ({ show }: { show: boolean }) => {
  const path = useSourceContext().getSource('code');
  const [, option, , value] = path.split('.').map(Number);
  const draft = (useWatch({ name: `options.${option}` }) ?? {}) as Draft;
  const values = draft.values ?? [];
  const taken = values.filter((_, i) => i !== value).map((v) => v?.code ?? '');
  useFollow(path, valueCode(values[value] ?? {}, draft.kind, taken));
  return show ? <TextInput source="code" label={`${L}value_code`} helperText={false} sx={{ minWidth: 170, width: 170 }} /> : null;
};
