import { PROMOTION_TYPES, COUNTRIES } from '@ward/shared';
import { AutocompleteArrayInput, NumberInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { choicesOf } from '../common/fields';
import { AmountInput } from './AmountInput';
import { ItemSetInputs } from './ItemSetInputs';
import { TiersInput } from './TiersInput';

const F = 'resources.promotions.fields.';
const S = 'resources.promotions.sections.';

/** The fields of each kind of rule. */
const FIELDS: Record<(typeof PROMOTION_TYPES)[number], () => React.ReactNode> = {
  orderDiscount: () => (
    <>
      <AmountInput source="rule.discount" label={`${F}rule.discount`} />
      <NumberInput source="rule.minSubtotal" min={0} fullWidth />
      <NumberInput source="rule.minItems" min={1} step={1} fullWidth />
    </>
  ),
  itemDiscount: () => (
    <>
      <ItemSetInputs source="rule.items" title={`${S}items`} />
      <AmountInput source="rule.discount" label={`${F}rule.discount`} />
    </>
  ),
  buyXgetY: () => (
    <>
      <NumberInput source="rule.buy.quantity" min={1} step={1} fullWidth />
      <ItemSetInputs source="rule.buy.items" title={`${S}buyItems`} />
      <NumberInput source="rule.get.quantity" min={1} step={1} fullWidth />
      <ItemSetInputs source="rule.get.items" title={`${S}getItems`} />
      <NumberInput source="rule.percentOff" min={1} max={100} defaultValue={100} fullWidth />
      <NumberInput source="rule.maxApplications" min={1} step={1} fullWidth />
    </>
  ),
  tiered: TiersInput,
  freeShipping: () => (
    <>
      <NumberInput source="rule.minSubtotal" min={0} fullWidth />
      <AutocompleteArrayInput
        source="rule.countries"
        choices={choicesOf(COUNTRIES, 'ward.country')}
        helperText="resources.promotions.help.empty"
        fullWidth
      />
    </>
  ),
  bundlePrice: () => (
    <>
      <ItemSetInputs source="rule.items" title={`${S}items`} />
      <NumberInput source="rule.size" min={2} step={1} fullWidth />
      <NumberInput source="rule.price" min={0} fullWidth />
      <NumberInput source="rule.maxApplications" min={1} step={1} fullWidth />
    </>
  ),
};

/** The rule's kind, then that kind's fields (a kind's fields stay hidden until it is chosen). */
export const RuleInputs = () => {
  const type = useWatch({ name: 'rule.type' }) as keyof typeof FIELDS | undefined;
  const Fields = type ? FIELDS[type] : null;
  return (
    <>
      <SelectInput source="rule.type" choices={choicesOf(PROMOTION_TYPES, 'resources.promotions.types')} fullWidth />
      {Fields && <Fields key={type} />}
    </>
  );
};
