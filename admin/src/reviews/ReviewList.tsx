import { Rating } from '@mui/material';
import type { AdminReviewDto } from '@ward/shared';
import { BooleanField, BulkDeleteButton, DataTable, List, NullableBooleanInput, SearchInput, SelectInput, useLocale } from 'react-admin';
import { AutoDirField } from '../common/direction';
import { localized, WardDateField } from '../common/fields';
import { HideReviewsButton } from './HideReviewsButton';
import { ReviewVisibilityButton } from './ReviewVisibilityButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isHidden" source="isHidden" />,
  <SelectInput
    key="rating"
    source="rating"
    choices={[1, 2, 3, 4, 5].map((n) => ({ id: n, name: '★'.repeat(n) }))}
    translateChoice={false}
  />,
  <NullableBooleanInput key="verified" source="isVerifiedPurchase" />,
];

const BulkActions = () => (
  <>
    <HideReviewsButton isHidden />
    <HideReviewsButton isHidden={false} />
    <BulkDeleteButton />
  </>
);

/** Moderation: hide or show (the product rating follows), one by one or in bulk. */
export const ReviewList = () => {
  const locale = useLocale();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable bulkActionButtons={<BulkActions />} rowSx={(r: AdminReviewDto) => (r.isHidden ? { opacity: 0.55 } : {})}>
        <DataTable.Col source="productName" disableSort render={(r: AdminReviewDto) => localized(r.productName, locale)} />
        <DataTable.Col source="userName" />
        <DataTable.Col source="rating" render={(r: AdminReviewDto) => <Rating value={r.rating} readOnly size="small" />} />
        <DataTable.Col source="comment" field={AutoDirField} disableSort sx={{ maxWidth: 420 }} />
        <DataTable.Col source="isVerifiedPurchase" field={BooleanField} />
        <DataTable.Col source="createdAt" field={WardDateField} />
        <DataTable.Col source="isHidden" render={() => <ReviewVisibilityButton />} />
      </DataTable>
    </List>
  );
};
