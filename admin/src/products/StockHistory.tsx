import { Card, CardContent, CardHeader, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { StockMovementDto } from '@ward/shared';
import { Link } from 'react-router-dom';
import { DataTable, Pagination, ReferenceManyField, SimpleList, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { EnumChip, intlLocale, WardDateField } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './stock-history.texts';

registerScreenTexts(texts);

/** +5 / −3 (left to right in both languages), added units in green. */
const Delta = () => {
  const record = useRecordContext<StockMovementDto>();
  if (!record) return null;
  return (
    <Typography
      component="bdi"
      variant="body2"
      dir="ltr"
      color={record.delta > 0 ? 'success.main' : 'text.primary'}
      sx={{ fontWeight: 500 }}
    >
      {`${record.delta > 0 ? '+' : '−'}${Math.abs(record.delta)}`}
    </Typography>
  );
};

/** The order (opening it), or the CSV import's number. */
const Reference = () => {
  const record = useRecordContext<StockMovementDto>();
  const translate = useTranslate();
  if (record?.orderId) return <Link to={`/orders/${record.orderId}/show`}>{record.orderNumber ?? `#${record.orderId}`}</Link>;
  if (record?.reference) return <span>{translate('resources.stock-movements.import', { id: record.reference })}</span>;
  return null;
};

/** The customer or admin, or the shop itself (an expired payment, a seed). */
const Actor = () => {
  const record = useRecordContext<StockMovementDto>();
  const translate = useTranslate();
  return <span>{record?.actorName ?? translate('resources.stock-movements.system')}</span>;
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
      {translate('resources.stock-movements.empty')}
    </Typography>
  );
};

/** On a phone: reason and change, then when and by whom, the stock after it on the side. */
const PhoneRows = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <SimpleList<StockMovementDto>
      linkType={false}
      primaryText={(m) => (
        <>
          {translate(`resources.stock-movements.reasons.${m.reason}`)} <Delta />
        </>
      )}
      secondaryText={(m) => (
        <>
          <bdi>{m.sku}</bdi> · <bdi>{when.format(new Date(m.createdAt))}</bdi> ·{' '}
          {m.actorName ?? translate('resources.stock-movements.system')}
        </>
      )}
      tertiaryText={(m) => String(m.stockAfter)}
    />
  );
};

/** A product's stock history, newest first: every movement of its variants' stock (the inventory's ledger). */
export const StockHistory = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const product = useRecordContext();
  if (!product?.id) return null;
  return (
    <Card variant="outlined" sx={{ m: { xs: 1, sm: 2 } }} data-testid="stock-history">
      <CardHeader
        title={translate('resources.stock-movements.title')}
        subheader={translate('resources.stock-movements.hint')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0, px: { xs: 0, sm: 2 } }}>
        <ReferenceManyField
          reference="stock-movements"
          target="productId"
          sort={{ field: 'id', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
          empty={<Empty />}
        >
          {isSmall ? (
            <PhoneRows />
          ) : (
            <DataTable bulkActionButtons={false} rowClick={false} resource="stock-movements">
              <DataTable.Col source="createdAt" field={WardDateField} disableSort />
              <DataTable.Col source="sku" disableSort />
              <DataTable.Col
                source="reason"
                disableSort
                render={() => <EnumChip source="reason" prefix="resources.stock-movements.reasons" />}
              />
              <DataTable.Col source="delta" disableSort render={() => <Delta />} />
              <DataTable.NumberCol source="stockAfter" disableSort />
              <DataTable.Col source="reference" disableSort render={() => <Reference />} />
              <DataTable.Col source="actorName" disableSort render={() => <Actor />} />
            </DataTable>
          )}
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
};
