import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput, useLocale } from 'react-admin';
import { formatMoney, WardDateField } from '../common/fields';
import type { CouponDto } from '@ward/shared';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" />,
  <NullableBooleanInput key="isPercentage" source="isPercentage" />,
];

export const CouponList = () => {
  const locale = useLocale();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="edit">
        <DataTable.Col source="code" />
        <DataTable.Col
          source="discountValue"
          render={(c: CouponDto) => (c.isPercentage ? `${c.discountValue}%` : formatMoney(c.discountValue, locale))}
        />
        <DataTable.Col source="expiryDate" render={() => <WardDateField source="expiryDate" showTime={false} />} />
        <DataTable.Col
          source="usedCount"
          render={(c: CouponDto) => (c.usageLimit ? `${c.usedCount} / ${c.usageLimit}` : String(c.usedCount))}
        />
        <DataTable.Col source="minOrderTotal" render={(c: CouponDto) => (c.minOrderTotal ? formatMoney(c.minOrderTotal, locale) : '—')} />
        <DataTable.Col source="isActive" field={BooleanField} disableSort />
        <DataTable.Col source="createdAt" field={WardDateField} />
      </DataTable>
    </List>
  );
};
