import { addressPlaceParts } from '@ward/shared/address';
import { addressSchema } from '@ward/shared/validation/customers';
import { useState } from 'preact/hooks';
import { ApiError } from '../../api/client';
import { account } from '../../api/endpoints';
import type { AddressDto } from '../../api/types';
import { AddressFields, addressPlaceBody, EMPTY_ADDRESS, type AddressValues } from '../../components/address/AddressFields';
import { Dialog } from '../../components/Dialog';
import { EmptyState, ErrorState, Loading } from '../../components/Feedback';
import { Field, FormError, SubmitButton } from '../../components/Field';
import { EditIcon, PinIcon, PlusIcon, TrashIcon } from '../../components/Icons';
import { UserLayout } from '../../components/UserLayout';
import { useT } from '../../i18n';
import { joinParts } from '../../lib/format';
import { useQuery } from '../../lib/query';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useLanguage } from '../../state/preferences';
import { toast } from '../../state/toasts';

interface FormValues extends AddressValues {
  title: string;
  isPrimary: boolean;
}

const EMPTY: FormValues = { ...EMPTY_ADDRESS, title: '', isPrimary: false };

const toValues = (a: AddressDto): FormValues => ({
  title: a.title,
  street: a.street,
  district: a.district ?? '',
  city: a.city,
  country: a.country,
  postalCode: a.postalCode ?? '',
  shortAddress: a.shortAddress ?? '',
  buildingNumber: a.buildingNumber ?? '',
  additionalNumber: a.additionalNumber ?? '',
  latitude: a.latitude?.toString() ?? '',
  longitude: a.longitude?.toString() ?? '',
  isPrimary: a.isPrimary,
});

function AddressForm({
  initial,
  id,
  onSaved,
  onCancel,
}: {
  initial: FormValues;
  id: number | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { values: v, set, setValues, bind, errors, formError, busy, form, submit } = useSchemaForm(initial);
  const input = { title: v.title, isPrimary: v.isPrimary, ...addressPlaceBody(v) };
  const onSubmit = (e: Event) =>
    submit(e, addressSchema, input, {
      send: async (data) => {
        if (id) await account.updateAddress(id, data);
        else await account.createAddress(data);
        toast.success('address.saved');
        onSaved();
      },
      failure: (err) => (err instanceof ApiError ? err.message : t('common.unknownError')),
    });
  const setPin = (pin: { lat: number; lng: number } | null) =>
    setValues((s) => ({ ...s, latitude: pin ? String(pin.lat) : '', longitude: pin ? String(pin.lng) : '' }));
  return (
    <form ref={form} onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <div class="form-grid">
        <Field label={t('field.addressTitle')} {...bind('title')} placeholder={t('field.addressTitleHint')} class="span-2" />
        <AddressFields values={v} errors={errors} bind={bind} setCountry={set('country')} setPin={setPin} idPrefix="addr" />
        <label class="choice span-2">
          <input
            type="checkbox"
            checked={v.isPrimary}
            disabled={initial.isPrimary}
            onChange={(e) => set('isPrimary')((e.target as HTMLInputElement).checked)}
          />
          <span>{t('address.makePrimary')}</span>
        </label>
      </div>
      <div class="form-actions">
        <SubmitButton busy={busy} label={t('common.save')} />
        <button type="button" class="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

function AddressBook() {
  const t = useT();
  const lang = useLanguage();
  const list = useQuery<AddressDto[]>('/api/addresses', account.addresses, { staleMs: 0 });
  const [editing, setEditing] = useState<{ id: number | null; values: FormValues } | null>(null);
  const [confirming, setConfirming] = useState<AddressDto | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (a: AddressDto) => {
    setBusy(true);
    try {
      await account.deleteAddress(a.id);
      toast.success('address.deleted');
      list.reload();
    } catch (err) {
      toast.text(err instanceof ApiError ? err.message : t('address.deleteFailed'), 'error');
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
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
          <li class={`card address-card${a.isPrimary ? ' is-primary' : ''}`}>
            <h2 class="mini-title">
              <PinIcon size={16} /> {a.title} {a.isPrimary ? <span class="badge badge-ok">{t('address.primary')}</span> : null}
            </h2>
            <p class="address-summary">
              {joinParts(addressPlaceParts(a), lang)}
              <br />
              {t(`country.${a.country}` as 'country.SA')} {a.postalCode ?? ''}
            </p>
            <div class="card-actions">
              <button
                type="button"
                class="btn btn-ghost btn-sm"
                onClick={() => setEditing({ id: a.id, values: toValues(a) })}
                aria-label={t('address.editNamed', { name: a.title })}
              >
                <EditIcon size={16} /> {t('common.edit')}
              </button>
              {!a.isPrimary ? (
                <button type="button" class="btn btn-ghost btn-sm" onClick={() => makePrimary(a)}>
                  {t('address.makePrimary')}
                </button>
              ) : null}
              <button
                type="button"
                class="btn btn-ghost btn-sm danger"
                onClick={() => setConfirming(a)}
                aria-label={t('address.deleteNamed', { name: a.title })}
              >
                <TrashIcon size={16} /> {t('common.delete')}
              </button>
            </div>
          </li>
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
      <Dialog open={!!confirming} onClose={() => setConfirming(null)} title={t('address.deleteTitle')} closeLabel={t('common.close')}>
        <p>{t('address.deleteConfirm', { name: confirming?.title ?? '' })}</p>
        <div class="form-actions">
          <button type="button" class="btn btn-primary danger" disabled={busy} onClick={() => confirming && remove(confirming)}>
            {t('common.delete')}
          </button>
          <button type="button" class="btn btn-ghost" onClick={() => setConfirming(null)}>
            {t('common.cancel')}
          </button>
        </div>
      </Dialog>
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
