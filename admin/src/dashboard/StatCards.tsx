import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import DiscountIcon from '@mui/icons-material/Discount';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalMallIcon from '@mui/icons-material/LocalMall';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarIcon from '@mui/icons-material/Star';
import StoreIcon from '@mui/icons-material/Store';
import type { SvgIconComponent } from '@mui/icons-material';
import { Card, CardActionArea, Grid, Stack, Typography } from '@mui/material';
import { LOW_STOCK_THRESHOLD, type DashboardDto } from '@ward/shared';
import { Link } from 'react-router-dom';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney, intlLocale } from '../common/fields';

type Stat = [key: keyof DashboardDto, icon: SvgIconComponent, to: string];

/** SPEC.md §2's figures, in its order; each opens the list it counts. */
const STATS: Stat[] = [
  ['revenue', PaymentsIcon, '/reports'],
  ['orders', ShoppingCartIcon, '/orders'],
  ['customers', PeopleIcon, '/customers'],
  ['products', LocalMallIcon, '/products'],
  ['lowStock', InventoryIcon, `/products?filter=${encodeURIComponent(JSON.stringify({ stock_lte: LOW_STOCK_THRESHOLD }))}`],
  ['featured', StarIcon, `/products?filter=${encodeURIComponent(JSON.stringify({ isFeatured: true }))}`],
  ['discounted', DiscountIcon, `/products?filter=${encodeURIComponent(JSON.stringify({ isDiscounted: true }))}`],
  ['categories', CategoryIcon, '/categories'],
  ['activeCoupons', LocalOfferIcon, '/coupons'],
  ['branches', StoreIcon, '/branches'],
  ['banners', CampaignIcon, '/banners'],
  ['testimonials', FormatQuoteIcon, '/testimonials'],
];

export const StatCards = ({ data }: { data: DashboardDto }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const number = new Intl.NumberFormat(intlLocale(locale));
  return (
    <Grid container spacing={2}>
      {STATS.map(([key, Icon, to]) => (
        <Grid key={key} size={{ xs: 6, sm: 4, md: 3, xl: 2 }}>
          <Card variant="outlined" data-testid={`stat-${key}`}>
            <CardActionArea component={Link} to={to} sx={{ p: 2 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Icon color={key === 'lowStock' && Number(data[key]) > 0 ? 'warning' : 'primary'} />
                <Typography variant="body2" color="text.secondary">
                  {translate(`ward.dashboard.${key}`)}
                </Typography>
              </Stack>
              <Typography variant="h5" component="p" sx={{ mt: 1, fontWeight: 700 }}>
                {key === 'revenue' ? formatMoney(Number(data.revenue ?? 0), locale) : number.format(Number(data[key] ?? 0))}
              </Typography>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};
