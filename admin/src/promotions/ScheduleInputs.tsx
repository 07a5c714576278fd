import { Stack } from '@mui/material';
import { CheckboxGroupInput, NumberInput, useLocale } from 'react-admin';

/** 4 January 2026 was a Sunday: the weekdays named in the admin's language, Sunday first (0 = Sunday, as Riyadh's week is read). */
const weekdays = (locale: string) =>
  Array.from({ length: 7 }, (_, day) => ({
    id: day,
    name: new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : 'en', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + day)),
  }));

/** Runs on some weekdays and hours only (Riyadh time); none ticked and no hours: all day, every day. */
export const ScheduleInputs = () => {
  const locale = useLocale();
  return (
    <>
      <CheckboxGroupInput source="days" choices={weekdays(locale)} helperText="resources.promotions.help.days" />
      <Stack direction="row" spacing={2}>
        <NumberInput source="hours.from" min={0} max={23} step={1} helperText="resources.promotions.help.hours" />
        <NumberInput source="hours.to" min={1} max={24} step={1} helperText={false} />
      </Stack>
    </>
  );
};
