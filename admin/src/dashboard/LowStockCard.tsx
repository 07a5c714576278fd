import { Card, CardHeader, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { Localized } from '@ward/shared';
import { Link } from 'react-router-dom';
import { useLocale, useTranslate } from 'react-admin';
import { localized } from '../common/fields';

export const LowStockCard = ({ products }: { products: Array<{ id: number; name: Localized; stock: number }> }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={translate('ward.dashboard.low_stock_products')} slotProps={{ title: { variant: 'h6' } }} />
      <List dense data-testid="low-stock">
        {products.map((p) => (
          <ListItemButton key={p.id} component={Link} to={`/products/${p.id}`}>
            <ListItemText primary={localized(p.name, locale)} />
            <Chip size="small" color={p.stock === 0 ? 'error' : 'warning'} label={p.stock} />
          </ListItemButton>
        ))}
        {!products.length && (
          <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
            {translate('ward.dashboard.nothing')}
          </Typography>
        )}
      </List>
    </Card>
  );
};
