import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator } from 'react-admin';
import { choicesOf } from '../common/fields';
import { AmountInput } from './AmountInput';
import { ItemSetInputs } from './ItemSetInputs';

const F = 'resources.promotions.fields.';

/** A table of spend or quantity tiers, each with its discount (ascending; the highest met tier applies). */
export const TiersInput = () => (
  <>
    <SelectInput source="rule.basis" choices={choicesOf(['spend', 'quantity'], 'resources.promotions.basis')} defaultValue="spend" />
    <ItemSetInputs source="rule.items" title="resources.promotions.sections.items" />
    <ArrayInput source="rule.tiers" defaultValue={[]}>
      <SimpleFormIterator inline disableReordering>
        <NumberInput source="min" label={`${F}tierMin`} min={0} helperText={false} />
        <AmountInput source="discount" label={`${F}rule.discount`} />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
