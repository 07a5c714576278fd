import { InputAdornment } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The value's unit follows the percentage switch: "%" (1–100) or riyals (a fixed amount). */
export const DiscountValueInput = () => {
  const translate = useTranslate();
  const isPercentage = useWatch({ name: 'isPercentage' }) !== false;
  const unit = isPercentage ? '%' : translate('ward.common.sar');
  return (
    <NumberInput
      source="discountValue"
      min={0}
      max={isPercentage ? 100 : undefined}
      fullWidth
      helperText={isPercentage ? 'resources.coupons.kinds.percentage' : 'resources.coupons.kinds.fixed'}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } }}
    />
  );
};
