import { useState } from 'preact/hooks';
import { ApiError } from '../../../api/client';
import { account } from '../../../api/endpoints';
import type { AddressDto } from '../../../api/types';
import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';

interface Props {
  /** the address to delete; null: closed */
  address: AddressDto | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** "Delete this address?": deletes on confirmation, then closes. */
export function DeleteAddressDialog({ address, onClose, onDeleted }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const remove = async (a: AddressDto) => {
    setBusy(true);
    try {
      await account.deleteAddress(a.id);
      toast.success('address.deleted');
      onDeleted();
    } catch (err) {
      toast.text(err instanceof ApiError ? err.message : t('address.deleteFailed'), 'error');
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog open={!!address} onClose={onClose} title={t('address.deleteTitle')} closeLabel={t('common.close')}>
      <p>{t('address.deleteConfirm', { name: address?.title ?? '' })}</p>
      <div class="form-actions">
        <button type="button" class="btn btn-primary danger" disabled={busy} onClick={() => address && remove(address)}>
          {t('common.delete')}
        </button>
        <button type="button" class="btn btn-ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
