import { useState } from 'preact/hooks';
import { account } from '../../api/endpoints';
import type { AddressDto } from '../../api/types';
import { Dialog } from '../../components/Dialog';
import { EmptyState, ErrorState, Loading } from '../../components/Feedback';
import { PinIcon, PlusIcon } from '../../components/Icons';
import { UserLayout } from '../../components/UserLayout';
import { useT } from '../../i18n';
import { useQuery } from '../../lib/query';
import { toast } from '../../state/toasts';
import { AddressCard } from './address/AddressCard';
import { AddressForm, EMPTY, toValues, type FormValues } from './address/AddressForm';
import { DeleteAddressDialog } from './address/DeleteAddressDialog';

function AddressBook() {
  const t = useT();
  const list = useQuery<AddressDto[]>('/api/addresses', account.addresses, { staleMs: 0 });
  const [editing, setEditing] = useState<{ id: number | null; values: FormValues } | null>(null);
  const [confirming, setConfirming] = useState<AddressDto | null>(null);

  const makePrimary = async (a: AddressDto) => {
    try {
      await account.setPrimaryAddress(a.id);
      toast.success('address.primarySet');
      list.reload();
    } catch (err) {
      toast.text((err as Error).message, 'error');
    }
  };

  if (list.loading && !list.data) return <Loading />;
  if (list.error && !list.data) return <ErrorState message={list.error.message} onRetry={list.reload} />;
  const items = list.data ?? [];
  return (
    <>
      <div class="page-head">
        <p class="muted">{t('address.count', { count: items.length })}</p>
        <button
          type="button"
          class="btn btn-primary btn-sm"
          onClick={() => setEditing({ id: null, values: { ...EMPTY, isPrimary: items.length === 0 } })}
        >
          <PlusIcon size={16} />
          {t('address.add')}
        </button>
      </div>
      {!items.length ? <EmptyState title={t('address.none')} icon={<PinIcon size={36} />} /> : null}
      <ul class="address-grid">
        {items.map((a) => (
          <AddressCard
            address={a}
            onEdit={() => setEditing({ id: a.id, values: toValues(a) })}
            onMakePrimary={() => makePrimary(a)}
            onDelete={() => setConfirming(a)}
          />
        ))}
      </ul>
      <Dialog
        open={!!editing}
        onClose={() => setEditing(null)}
        title={editing?.id ? t('address.edit') : t('address.add')}
        closeLabel={t('common.close')}
      >
        {editing ? (
          <AddressForm
            initial={editing.values}
            id={editing.id}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              list.reload();
            }}
          />
        ) : null}
      </Dialog>
      <DeleteAddressDialog address={confirming} onClose={() => setConfirming(null)} onDeleted={list.reload} />
    </>
  );
}

/** /user/addresses: add, edit, delete, primary. */
export default function Addresses(_props: { path?: string }) {
  const t = useT();
  return (
    <UserLayout title={t('user.addresses')} active="/user/addresses">
      <AddressBook />
    </UserLayout>
  );
}
