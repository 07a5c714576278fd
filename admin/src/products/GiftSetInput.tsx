import { FormControlLabel, Switch, Typography } from '@mui/material';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SetContentsInput } from './SetContentsInput';

const S = 'resources.products.set.';

/** Whether the product being edited is a gift set: only then are contents asked for. */
const GiftSet = createContext(false);
export const useIsGiftSet = () => useContext(GiftSet);

type Held = { components?: unknown[] };

/**
 * "Gift set" switch, on when the product holds other products' variants. A product without
 * options keeps its contents at the top (`components`, which the server gives its one variant);
 * with options each variant has its own (`variants.N.components`, shown in its row). An ordinary
 * product is asked nothing. Switching off empties the contents.
 */
export const GiftSetInput = ({ hasOptions, children }: { hasOptions: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  const record = useRecordContext<{ variants?: Held[] }>();
  const { getValues, setValue } = useFormContext();
  const components = useWatch({ name: 'components' }) as unknown[] | undefined;
  const held = record?.variants?.[0]?.components ?? [];
  const [isSet, setIsSet] = useState(() => (record?.variants ?? []).some((v) => (v.components?.length ?? 0) > 0));
  const toggle = (on: boolean) => {
    setIsSet(on);
    if (!hasOptions) setValue('components', on ? (components?.length ? components : [{ quantity: 1 }]) : [], { shouldDirty: true });
    else if (!on)
      ((getValues('variants') ?? []) as Held[]).forEach((_, i) => setValue(`variants.${i}.components`, [], { shouldDirty: true }));
  };
  return (
    <GiftSet.Provider value={isSet}>
      <FormControlLabel control={<Switch checked={isSet} onChange={(e) => toggle(e.target.checked)} />} label={translate(`${S}is_set`)} />
      {isSet ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${S}stock_note`)}
        </Typography>
      ) : null}
      {isSet && !hasOptions ? <SetContentsInput source="components" defaultValue={held} /> : null}
      {children}
    </GiftSet.Provider>
  );
};
