import type { StockAlertSummaryDto } from '@ward/shared';
import { DataTable, List, NumberField, TextField, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { LocalizedField, WardDateField } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './stock-alerts.texts';

registerScreenTexts(texts);

/** The variant shoppers wait for ("50 ml · EDP"), or "any variant" for requests about the whole product. */
const VariantLabel = () => {
  const record = useRecordContext<StockAlertSummaryDto>();
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  const translate = useTranslate();
  if (!record) return null;
  return <span>{record.label ? record.label[locale] : record.variantId ? '—' : translate('resources.stock-alerts.whole_product')}</span>;
};

/**
 * Variants (and whole products) shoppers asked to hear about when they return: how many wait,
 * how many by text message, since when, most waited-for first (read only; each request ends
 * with its one message when stock returns). A row opens its product.
 */
export const StockAlertList = () => (
  <List sort={{ field: 'waiting', order: 'DESC' }} perPage={50} exporter={false}>
    <DataTable rowClick={(_id, _resource, record) => `/products/${(record as StockAlertSummaryDto).productId}`} bulkActionButtons={false}>
      <DataTable.Col source="name" disableSort render={() => <LocalizedField source="name" />} />
      <DataTable.Col source="variant" disableSort render={() => <VariantLabel />} />
      <DataTable.Col source="sku" disableSort field={TextField} />
      <DataTable.Col source="stock" disableSort field={NumberField} />
      <DataTable.Col source="waiting" disableSort field={NumberField} />
      <DataTable.Col source="bySms" disableSort field={NumberField} />
      <DataTable.Col source="oldestAt" disableSort field={WardDateField} />
    </DataTable>
  </List>
);
