import { addressSchema } from '@ward/shared/validation/customers';
import { ApiError } from '../../../api/client';
import { account } from '../../../api/endpoints';
import type { AddressDto } from '../../../api/types';
import { AddressFields, addressPlaceBody, EMPTY_ADDRESS, type AddressValues } from '../../../components/address/AddressFields';
import { Field, FormError, SubmitButton } from '../../../components/Field';
import { useT } from '../../../i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { toast } from '../../../state/toasts';

export interface FormValues extends AddressValues {
  title: string;
  isPrimary: boolean;
}

export const EMPTY: FormValues = { ...EMPTY_ADDRESS, title: '', isPrimary: false };

export const toValues = (a: AddressDto): FormValues => ({
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

/** Adds or edits one address (title, place, map pin, primary). */
export function AddressForm({
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
