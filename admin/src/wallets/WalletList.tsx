import { BooleanInput, DataTable, List, ReferenceField, TextField } from 'react-admin';
import { MoneyField, WardDateField } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import { LiabilityCard } from './LiabilityCard';
import texts from './wallets.texts';

registerScreenTexts(texts);

const filters = [<BooleanInput key="withBalance" source="withBalance" alwaysOn />];

/** Every customer's store credit, latest movement first, under what the shop owes in all; a row opens the wallet. */
export const WalletList = () => (
  <>
    <LiabilityCard />
    <List sort={{ field: 'lastMovementAt', order: 'DESC' }} filters={filters} filterDefaultValues={{ withBalance: true }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="customerId">
          <ReferenceField source="customerId" reference="customers" link={false}>
            <TextField source="name" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="balance" field={MoneyField} />
        <DataTable.Col source="credited" field={MoneyField} />
        <DataTable.Col source="debited" field={MoneyField} />
        <DataTable.Col source="lastMovementAt" field={WardDateField} />
      </DataTable>
    </List>
  </>
);
