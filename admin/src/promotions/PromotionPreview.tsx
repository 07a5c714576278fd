import { Alert, Button, Card, CardContent, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { COUNTRIES, PAYMENT_METHODS } from '@ward/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OrderPicker } from './OrderPicker';
import { PreviewExtras } from './PreviewExtras';
import { PreviewLines } from './PreviewLines';
import { PreviewResult } from './PreviewResult';
import { FixFormFirst, usePromotionPreview, type PreviewCart } from './usePromotionPreview';

const P = 'resources.promotions.preview.';

/** "Try it on a cart": sample lines or a past order, priced by the server with the promotion as edited. */
export const PromotionPreview = () => {
  const translate = useTranslate();
  const [cart, setCart] = useState<PreviewCart>({
    mode: 'cart',
    lines: [{ key: 0, productId: null, quantity: 1 }],
    orderId: null,
    country: 'SA',
    paymentMethod: '',
    together: false,
    couponCode: '',
  });
  const preview = usePromotionPreview();
  const set = (change: Partial<PreviewCart>) => setCart((c) => ({ ...c, ...change }));
  const error = preview.error instanceof FixFormFirst ? translate(`${P}fixForm`) : preview.error?.message;
  return (
    <Card variant="outlined" sx={{ width: '100%', mt: 2 }} component="section" aria-labelledby="promotion-preview-title">
      <CardContent>
        <Typography id="promotion-preview-title" variant="h6" component="h2">
          {translate(`${P}title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${P}note`)}
        </Typography>
        <Tabs value={cart.mode} onChange={(_, mode: PreviewCart['mode']) => set({ mode })} sx={{ mb: 2 }}>
          <Tab value="cart" label={translate(`${P}cart`)} />
          <Tab value="order" label={translate(`${P}order`)} />
        </Tabs>
        {cart.mode === 'cart' ? (
          <>
            <PreviewLines lines={cart.lines} onChange={(lines) => set({ lines })} />
            <Stack direction="row" spacing={1} sx={{ my: 2 }}>
              <TextField
                select
                size="small"
                label={translate(`${P}country`)}
                value={cart.country}
                onChange={(e) => set({ country: e.target.value })}
                sx={{ flex: 1 }}
              >
                {COUNTRIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {translate(`ward.country.${c}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={translate(`${P}paymentMethod`)}
                value={cart.paymentMethod}
                onChange={(e) => set({ paymentMethod: e.target.value })}
                sx={{ flex: 1 }}
              >
                <MenuItem value="">{translate(`${P}anyPayment`)}</MenuItem>
                {PAYMENT_METHODS.map((m) => (
                  <MenuItem key={m} value={m}>
                    {translate(`ward.payment_method.${m}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </>
        ) : (
          <OrderPicker value={cart.orderId} onChange={(orderId) => set({ orderId })} />
        )}
        <PreviewExtras cart={cart} onChange={set} />
        <Button variant="contained" onClick={() => preview.mutate(cart)} disabled={preview.isPending} sx={{ my: 2 }}>
          {translate(`${P}run`)}
        </Button>
        {error && <Alert severity="error">{error}</Alert>}
        {preview.data && !preview.isPending && !error && <PreviewResult result={preview.data} />}
      </CardContent>
    </Card>
  );
};
