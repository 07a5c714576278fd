import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PreviewCart } from './usePromotionPreview';

const P = 'resources.promotions.preview.';

/** What else the cart is tried with: the promotions running now, and a coupon the shopper adds. */
export const PreviewExtras = ({ cart, onChange }: { cart: PreviewCart; onChange: (change: Partial<PreviewCart>) => void }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControlLabel
        control={<Switch checked={cart.together} onChange={(e) => onChange({ together: e.target.checked })} />}
        label={translate(`${P}together`)}
      />
      <TextField
        size="small"
        label={translate(`${P}couponCode`)}
        value={cart.couponCode}
        onChange={(e) => onChange({ couponCode: e.target.value })}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 64 } }}
      />
    </Stack>
  );
};
