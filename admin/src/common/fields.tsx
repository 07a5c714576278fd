import { Chip } from '@mui/material';
import type { Localized } from '@ward/shared';
import { DateField, NumberField, useLocale, useRecordContext, useTranslate, type DateFieldProps, type NumberFieldProps } from 'react-admin';

/** Western digits everywhere, the Gregorian calendar in Arabic too (DESIGN.md §6). */
export const intlLocale = (locale: string) => (locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB');

export const formatMoney = (value: number, locale: string) =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'SAR' }).format(value);

export const MoneyField = (props: NumberFieldProps) => {
  const locale = useLocale();
  return <NumberField locales={intlLocale(locale)} options={{ style: 'currency', currency: 'SAR' }} {...props} />;
};

export const WardDateField = ({ showTime = true, ...props }: DateFieldProps) => {
  const locale = useLocale();
  return (
    <DateField
      locales={intlLocale(locale)}
      showTime={showTime}
      options={showTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }}
      {...props}
    />
  );
};

/** The current language's side of a bilingual `{ ar, en }` field, Arabic as the fallback. */
export const localized = (value: Partial<Localized> | null | undefined, locale: string) =>
  (value?.[locale as keyof Localized] || value?.ar || value?.en) ?? '';

export const LocalizedField = ({ source }: { source: string; label?: string; sortable?: boolean; sortBy?: string }) => {
  const record = useRecordContext();
  const locale = useLocale();
  const value = source.split('.').reduce<any>((v, k) => v?.[k], record);
  return <span>{localized(value, locale)}</span>;
};

/** A translated label for an enum value (`ward.order_status.New`), as a chip. */
export const EnumChip = ({
  source,
  prefix,
  color,
}: {
  source: string;
  prefix: string;
  label?: string;
  color?: (value: string) => 'default' | 'success' | 'warning' | 'error' | 'info' | 'primary';
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value === null || value === undefined) return null;
  return (
    <Chip
      size="small"
      label={translate(`${prefix}.${value}`, { _: String(value) })}
      color={color?.(String(value)) ?? 'default'}
      variant="outlined"
    />
  );
};

/** `ward.order_status` + ['New', …] → SelectInput choices (translated by react-admin). */
export const choicesOf = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `${prefix}.${id}` }));
