import { Dialog } from '../../components/Dialog';
import { useT } from '../../i18n';
import { ListingFilters, type FiltersProps } from './ListingFilters';

interface FiltersSheetProps extends Omit<FiltersProps, 'idPrefix'> {
  open: boolean;
  onClose: () => void;
  clearAll: () => void;
  total: number;
}

/** The filters on phones: a sheet with "clear all" and "show N results". */
export function FiltersSheet({ open, onClose, clearAll, total, ...filters }: FiltersSheetProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('listing.filters')} variant="sheet" closeLabel={t('common.close')}>
      <ListingFilters {...filters} idPrefix="sheet" />
      <div class="dialog-actions">
        <button type="button" class="btn btn-outline" onClick={clearAll}>
          {t('listing.clearAll')}
        </button>
        <button type="button" class="btn btn-primary" onClick={onClose}>
          {t('listing.showResults', { count: total })}
        </button>
      </div>
    </Dialog>
  );
}
