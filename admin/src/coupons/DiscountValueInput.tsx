import { InputAdornment } from '@mui/material';
import { useEffect } from 'react';
import { NumberInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * The value's unit follows the percentage switch: "%" (up to 100) or riyals (a fixed amount).
 * Flipping the switch after a failed save checks the value again ("at most 100%" may no longer apply).
 */
export const DiscountValueInput = () => {
  const translate = useTranslate();
  const isPercentage = useWatch({ name: 'isPercentage' }) !== false;
  const { trigger, formState } = useFormContext();
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (submitted) void trigger('discountValue');
  }, [isPercentage, submitted, trigger]);
  return (
    <NumberInput
      source="discountValue"
      min={0}
      fullWidth
      helperText={isPercentage ? 'resources.coupons.kinds.percentage' : 'resources.coupons.kinds.fixed'}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{isPercentage ? '%' : translate('ward.common.sar')}</InputAdornment> },
      }}
    />
  );
};
