import { Typography } from '@mui/material';
import { productFinalPrice } from '@ward/shared';
import { useEffect } from 'react';
import { BooleanInput, NumberInput, useLocale, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '../common/fields';

/**
 * The discount switch enables the discount value (SPEC.md §5: a value only once discount is
 * enabled); switching it off clears the value. The final price is shown live.
 */
export const DiscountInputs = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const { setValue } = useFormContext();
  const [price, isDiscounted, discountValue] = useWatch({ name: ['price', 'isDiscounted', 'discountValue'] }) as [
    unknown,
    unknown,
    number | null | undefined,
  ];
  useEffect(() => {
    if (!isDiscounted && discountValue !== null && discountValue !== undefined) setValue('discountValue', null, { shouldDirty: true });
  }, [isDiscounted, discountValue, setValue]);
  const finalPrice =
    typeof price === 'number' && price > 0
      ? productFinalPrice({ price, isDiscounted: !!isDiscounted, discountValue: discountValue ?? null })
      : null;
  return (
    <>
      <BooleanInput source="isDiscounted" />
      <NumberInput source="discountValue" min={1} max={99} step={1} disabled={!isDiscounted} fullWidth />
      <Typography data-testid="final-price" variant="h6" component="p" color="primary" sx={{ mt: 1 }}>
        {translate('resources.products.final_price_live', { price: finalPrice === null ? '—' : formatMoney(finalPrice, locale) })}
      </Typography>
    </>
  );
};
