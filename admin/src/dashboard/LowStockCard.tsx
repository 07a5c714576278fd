import { Card, CardHeader, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { DashboardDto } from '@ward/shared';
import { Link } from 'react-router-dom';
import { useLocale, useTranslate } from 'react-admin';
import { localized } from '../common/fields';

/** Variants at or below the low-stock threshold: the product's name, the variant's options and SKU. */
export const LowStockCard = ({ products }: { products: DashboardDto['lowStockProducts'] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={translate('ward.dashboard.low_stock_products')} slotProps={{ title: { variant: 'h6' } }} />
      <List dense data-testid="low-stock">
        {products.map((p) => (
          <ListItem key={p.variantId ?? p.id} disablePadding>
            <ListItemButton component={Link} to={`/products/${p.id}`}>
              <ListItemText
                primary={p.label ? `${localized(p.name, locale)} · ${localized(p.label, locale)}` : localized(p.name, locale)}
                secondary={p.sku}
                slotProps={{ secondary: { dir: 'ltr', sx: { textAlign: 'start' } } }}
              />
              <Chip size="small" color={p.stock === 0 ? 'error' : 'warning'} label={p.stock} />
            </ListItemButton>
          </ListItem>
        ))}
        {!products.length && (
          <Typography component="li" sx={{ px: 2, pb: 2 }} color="text.secondary">
            {translate('ward.dashboard.nothing')}
          </Typography>
        )}
      </List>
    </Card>
  );
};
