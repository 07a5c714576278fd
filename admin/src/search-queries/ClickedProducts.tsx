import { List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import type { SearchQueryStatDto } from '@ward/shared';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { localized } from '../common/fields';
import { useClickedProducts, useListDays } from './useSearchFigures';

/** A query's row opened: the products shoppers went to after searching it. */
export const ClickedProducts = () => {
  const record = useRecordContext<SearchQueryStatDto>();
  const translate = useTranslate();
  const locale = useLocale();
  const { data, isPending } = useClickedProducts(record?.query ?? '', useListDays());
  if (isPending) return null;
  if (!data?.length) return <Typography color="text.secondary">{translate('resources.search-queries.no_clicks')}</Typography>;
  return (
    <MuiList dense aria-label={translate('resources.search-queries.clicked_products')}>
      {data.map((p) => (
        <ListItem key={p.productId} disableGutters>
          <ListItemText
            primary={<Link to={`/products/${p.productId}`}>{localized(p.name, locale)}</Link>}
            secondary={translate('resources.search-queries.clicks_count', { smart_count: p.clicks })}
          />
        </ListItem>
      ))}
    </MuiList>
  );
};
