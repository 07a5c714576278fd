import { Tab, Tabs } from '@mui/material';
import { ORDER_STATUSES } from '@ward/shared';
import { useListContext, useTranslate } from 'react-admin';

const TABS = ['all', ...ORDER_STATUSES] as const;

/** One tab per order state (DESIGN.md §5), "all" first; the tab is the `status` filter. */
export const OrderStatusTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext() as {
    filterValues: Record<string, unknown>;
    setFilters: (filters: Record<string, unknown>, displayed: Record<string, boolean>) => void;
    displayedFilters: Record<string, boolean>;
  };
  const current = (filterValues.status as string | undefined) ?? 'all';
  const select = (value: string) => {
    const { status: _drop, ...rest } = filterValues;
    setFilters(value === 'all' ? rest : { ...rest, status: value }, displayedFilters);
  };
  return (
    <Tabs
      value={current}
      onChange={(_, v: string) => select(v)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {TABS.map((s) => (
        <Tab key={s} value={s} label={translate(s === 'all' ? 'resources.orders.tabs.all' : `ward.order_status.${s}`)} />
      ))}
    </Tabs>
  );
};
