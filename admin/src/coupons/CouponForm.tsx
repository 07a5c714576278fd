import { couponSchema } from '@ward/shared';
import { BooleanInput, DateInput, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { ltrInput } from '../common/direction';
import { useZodValidator } from '../common/zodValidator';
import { DiscountValueInput } from './DiscountValueInput';

/** An expiry date is the end of that day in Riyadh on the server; the input edits the date. */
const toDate = (v: string | null | undefined) => (v ? String(v).slice(0, 10) : v);

export const CouponForm = () => (
  <SimpleForm
    validate={useZodValidator(couponSchema)}
    defaultValues={{ isPercentage: true, oncePerCustomer: false, firstOrderOnly: false }}
    sx={{ maxWidth: 560 }}
  >
    <TextInput source="code" fullWidth parse={(v: string) => v.toUpperCase()} {...ltrInput} />
    <BooleanInput source="isPercentage" />
    <DiscountValueInput />
    <DateInput source="expiryDate" format={toDate} fullWidth />
    <NumberInput source="usageLimit" min={1} step={1} fullWidth />
    <NumberInput source="minOrderTotal" min={0} fullWidth />
    <BooleanInput source="oncePerCustomer" helperText="resources.coupons.help.oncePerCustomer" />
    <BooleanInput source="firstOrderOnly" helperText="resources.coupons.help.firstOrderOnly" />
  </SimpleForm>
);
