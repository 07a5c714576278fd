import type { CountryCode } from '@ward/shared/constants';
import { CountryOptions } from '../../components/CountryOptions';
import { Field, PhoneField } from '../../components/Field';
import { useT } from '../../i18n';
import type { FieldErrors } from '../../lib/form';

export interface NewAddress {
  recipientName: string;
  phone: string;
  title: string;
  street: string;
  district: string;
  city: string;
  country: CountryCode;
  postalCode: string;
  buildingNumber: string;
}

type TextKey = Exclude<keyof NewAddress, 'country'>;
interface Props {
  values: NewAddress;
  errors: FieldErrors;
  bind: (key: TextKey) => { value: string; onValue: (v: string) => void; error: string | undefined };
  setCountry: (country: CountryCode) => void;
  save: boolean;
  /** absent for a guest (no address book) */
  setSave?: (save: boolean) => void;
}

/** The delivery address typed at checkout: recipient and phone first (the courier calls them). */
export function NewAddressFields({ values, errors, bind, setCountry, save, setSave }: Props) {
  const t = useT();
  return (
    <div class="form-grid">
      <Field label={t('field.recipientName')} {...bind('recipientName')} autoComplete="name" />
      <PhoneField {...bind('phone')} hint={t('field.phoneHint')} />
      <Field label={t('field.street')} {...bind('street')} autoComplete="street-address" class="span-2" />
      <Field label={t('field.district')} {...bind('district')} optionalLabel={t('common.optional')} />
      <Field label={t('field.city')} {...bind('city')} autoComplete="address-level2" />
      <div class={`field${errors.country ? ' has-error' : ''}`}>
        <label for="co-country" class="field-label">
          {t('field.country')}
        </label>
        <select
          id="co-country"
          class="input"
          value={values.country}
          onChange={(e) => setCountry((e.target as HTMLSelectElement).value as CountryCode)}
        >
          <CountryOptions />
        </select>
      </div>
      <Field
        label={t('field.postalCode')}
        {...bind('postalCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        dir="ltr"
        optionalLabel={t('common.optional')}
      />
      <Field
        label={t('field.buildingNumber')}
        {...bind('buildingNumber')}
        inputMode="numeric"
        dir="ltr"
        optionalLabel={t('common.optional')}
      />
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
  street: form.street,
  district: form.district || null,
  city: form.city,
  country: form.country,
  postalCode: form.postalCode || null,
  buildingNumber: form.buildingNumber || null,
});
