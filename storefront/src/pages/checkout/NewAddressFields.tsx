import type { CountryCode } from '@ward/shared/constants';
import { AddressFields, addressPlaceBody, type AddressValues } from '../../components/address/AddressFields';
import { Field, PhoneField } from '../../components/Field';
import { useT } from '../../i18n';
import type { FieldErrors } from '../../lib/form';

export interface NewAddress extends AddressValues {
  recipientName: string;
  phone: string;
  title: string;
}

type TextKey = Exclude<keyof NewAddress, 'country'>;
interface Props {
  values: NewAddress;
  errors: FieldErrors;
  bind: (key: TextKey) => { value: string; onValue: (v: string) => void; error: string | undefined };
  setCountry: (country: CountryCode) => void;
  setPin: (pin: { lat: number; lng: number } | null) => void;
  save: boolean;
  /** absent for a guest (no address book) */
  setSave?: (save: boolean) => void;
}

/** The delivery address typed at checkout: recipient and phone first (the courier calls them). */
export function NewAddressFields({ values, errors, bind, setCountry, setPin, save, setSave }: Props) {
  const t = useT();
  return (
    <div class="form-grid">
      <Field label={t('field.recipientName')} {...bind('recipientName')} autoComplete="name" />
      <PhoneField {...bind('phone')} hint={t('field.phoneHint')} />
      <AddressFields values={values} errors={errors} bind={bind} setCountry={setCountry} setPin={setPin} idPrefix="co" />
      <Field
        label={t('field.addressTitle')}
        {...bind('title')}
        placeholder={t('field.addressTitleHint')}
        optionalLabel={t('common.optional')}
      />
      {setSave ? (
        <label class="choice span-2">
          <input type="checkbox" checked={save} onChange={(e) => setSave((e.target as HTMLInputElement).checked)} />
          <span>{t('checkout.saveAddress')}</span>
        </label>
      ) : null}
    </div>
  );
}

/** The typed address as the order body carries it (empty optional fields as null). */
export const addressBody = (form: NewAddress) => ({
  recipientName: form.recipientName,
  phone: form.phone,
  title: form.title || null,
  ...addressPlaceBody(form),
});
