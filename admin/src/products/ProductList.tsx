import { WardPagination } from '../common/WardPagination';
import { useMediaQuery, type Theme } from '@mui/material';
import { LOW_STOCK_THRESHOLD, type ProductDto } from '@ward/shared';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  useLocale,
} from 'react-admin';
import { formatMoney, LocalizedField, localized, MoneyField } from '../common/fields';
import { byLocalizedName } from '../common/representation';
import { ProductThumbnail } from './ProductThumbnail';
import { registerScreenTexts } from '../i18n/screen-texts';
import sfdaTexts from './sfda.texts';

registerScreenTexts(sfdaTexts);
import { ProductBulkActions, ProductListActions } from './tools/ProductListTools';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="categoryId" source="categoryId" reference="categories" sort={{ field: 'id', order: 'ASC' }} perPage={100}>
    <SelectInput optionText={byLocalizedName} />
  </ReferenceInput>,
  <NullableBooleanInput key="isFeatured" source="isFeatured" />,
  <NullableBooleanInput key="isDiscounted" source="isDiscounted" />,
  <BooleanInput
    key="low"
    source="stock_lte"
    label="resources.products.filters.low_stock"
    parse={(v: boolean) => (v ? LOW_STOCK_THRESHOLD : undefined)}
    format={(v?: number) => v !== undefined}
  />,
  <BooleanInput
    key="withoutSfda"
    source="withoutSfda"
    label="resources.products.filters.withoutSfda"
    parse={(v: boolean) => v || undefined}
  />,
];

export const ProductList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const locale = useLocale();
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      pagination={<WardPagination />}
      actions={<ProductListActions />}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <SimpleList
          leftAvatar={(record) => <ProductThumbnail record={record} size={40} />}
          primaryText={(record: ProductDto) => localized(record.name, locale)}
          secondaryText={(record: ProductDto) => formatMoney(record.finalPrice, locale)}
          tertiaryText={(record: ProductDto) => String(record.stock)}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={<ProductBulkActions />}>
          <DataTable.Col source="images" disableSort render={(record) => <ProductThumbnail record={record} size={44} />} />
          <DataTable.Col source="name" field={LocalizedField} />
          <DataTable.Col source="categoryId" render={(record: ProductDto) => localized(record.category?.name, locale)} />
          <DataTable.Col source="price" field={MoneyField} />
          <DataTable.Col source="finalPrice" field={MoneyField} />
          <DataTable.NumberCol source="stock" />
          <DataTable.Col source="isFeatured" field={BooleanField} />
          <DataTable.Col source="isDiscounted" field={BooleanField} />
        </DataTable>
      )}
    </List>
  );
};
