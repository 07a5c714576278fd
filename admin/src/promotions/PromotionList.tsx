import { PROMOTION_TYPES, type PromotionDto } from '@ward/shared';
import { DataTable, List, NullableBooleanInput, SearchInput, SelectInput, useLocale } from 'react-admin';
import { choicesOf, EnumChip, formatMoney, LocalizedField, WardDateField } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './promotions.texts';
import { promotionStatusColor } from './statusColor';

registerScreenTexts(texts);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={choicesOf(PROMOTION_TYPES, 'resources.promotions.types')} />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

/** Promotions with where each stands now (off, scheduled, active, used up, ended), its uses and what it gave. */
export const PromotionList = () => {
  const locale = useLocale();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="edit">
        <DataTable.Col source="name" disableSort field={LocalizedField} />
        <DataTable.Col source="type" render={() => <EnumChip source="type" prefix="resources.promotions.types" />} />
        <DataTable.Col
          source="status"
          disableSort
          render={() => <EnumChip source="status" prefix="resources.promotions.status" color={promotionStatusColor} />}
        />
        <DataTable.Col source="startsAt" render={() => <WardDateField source="startsAt" showTime={false} />} />
        <DataTable.Col source="endsAt" render={() => <WardDateField source="endsAt" showTime={false} emptyText="—" />} />
        <DataTable.Col source="priority" />
        <DataTable.Col
          source="usedCount"
          render={(p: PromotionDto) => (p.usageLimit ? `${p.usedCount} / ${p.usageLimit}` : String(p.usedCount))}
        />
        <DataTable.Col
          source="spent"
          render={(p: PromotionDto) => formatMoney(p.spent, locale) + (p.budget === null ? '' : ` / ${formatMoney(p.budget, locale)}`)}
        />
      </DataTable>
    </List>
  );
};
