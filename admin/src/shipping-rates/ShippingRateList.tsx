import { COUNTRIES } from '@ward/shared';
import { BooleanField, DataTable, List, NullableBooleanInput, ReferenceField, ReferenceInput, SelectInput } from 'react-admin';
import { choicesOf, EnumChip, MoneyField } from '../common/fields';
import { byLocalizedName } from '../common/representation';

const filters = [
  <SelectInput key="country" source="country" choices={choicesOf(COUNTRIES, 'ward.country')} alwaysOn />,
  <ReferenceInput key="carrierId" source="carrierId" reference="carriers">
    <SelectInput optionText={byLocalizedName} />
  </ReferenceInput>,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

export const ShippingRateList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'ASC' }}>
    <DataTable rowClick="edit">
      <DataTable.Col source="country" render={() => <EnumChip source="country" prefix="ward.country" />} />
      <DataTable.Col source="carrierId" render={() => <ReferenceField source="carrierId" reference="carriers" link={false} />} />
      <DataTable.Col source="firstKgFee" field={MoneyField} />
      <DataTable.Col source="additionalKgFee" field={MoneyField} />
      <DataTable.NumberCol source="minDays" />
      <DataTable.NumberCol source="maxDays" />
      <DataTable.Col source="isActive" field={BooleanField} />
    </DataTable>
  </List>
);
