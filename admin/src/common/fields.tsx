import { Chip, Typography } from '@mui/material';
import { formatSar, type Localized } from '@ward/shared';
import { useLocale, useRecordContext, useTranslate, type DateFieldProps } from 'react-admin';
import { formatDateTime } from './dates';

export { intlLocale } from './dates';

/** «1,250.00 ر.س» / "SAR 1,250.00": the storefront's writing (`@ward/shared`), not the runtime's «ر.س.‏». */
export const formatMoney = (value: number, locale: string) => formatSar(value, locale === 'en' ? 'en' : 'ar');

export const MoneyField = ({ source }: { source: string; label?: string; sortable?: boolean; textAlign?: 'left' | 'right' }) => {
  const record = useRecordContext();
  const locale = useLocale();
  const value = record?.[source] as number | string | null | undefined;
  if (value === null || value === undefined) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(Number(value), locale)}
    </Typography>
  );
};

/** A record's date (and time) as the whole back office writes it (`formatDateTime`). */
export const WardDateField = ({
  source,
  showTime = true,
  emptyText,
}: Pick<DateFieldProps, 'source' | 'showTime' | 'label' | 'sortable' | 'sortBy' | 'emptyText'>) => {
  const record = useRecordContext();
  const locale = useLocale();
  const translate = useTranslate();
  const text = formatDateTime(record?.[source] as string | null | undefined, locale, showTime ? 'datetime' : 'date');
  if (!text && !emptyText) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text || translate(emptyText!, { _: emptyText })}
    </Typography>
  );
};

/** The current language's side of a bilingual `{ ar, en }` field, Arabic as the fallback. */
export const localized = (value: Partial<Localized> | null | undefined, locale: string) =>
  (value?.[locale as keyof Localized] || value?.ar || value?.en) ?? '';

export const LocalizedField = ({ source }: { source: string; label?: string; sortable?: boolean; sortBy?: string }) => {
  const record = useRecordContext();
  const locale = useLocale();
  const value = source.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], record);
  return <span>{localized(value as Partial<Localized> | null, locale)}</span>;
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
  const value = record?.[source] as string | null | undefined;
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
