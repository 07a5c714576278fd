import type { CountryCode } from '@ward/shared/constants';
import { normalizeShortAddress } from '@ward/shared/national-address/normalize';
import './address.css';
import { CountryOptions } from '../CountryOptions';
import { Field } from '../Field';
import { useT } from '../../i18n';
import type { FieldErrors } from '../../lib/form';
import { MapPin } from './MapPin';
import { SaudiCityList } from './SaudiCityList';

/** The place part of an address form, as the inputs hold it (numbers as typed, the pin as text). */
export interface AddressValues {
  street: string;
  district: string;
  city: string;
  country: CountryCode;
  postalCode: string;
  shortAddress: string;
  buildingNumber: string;
  additionalNumber: string;
  latitude: string;
  longitude: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  street: '',
  district: '',
  city: '',
  country: 'SA',
  postalCode: '',
  shortAddress: '',
  buildingNumber: '',
  additionalNumber: '',
  latitude: '',
  longitude: '',
};

type TextKey = Exclude<keyof AddressValues, 'country' | 'latitude' | 'longitude'>;
interface Props {
  values: AddressValues;
  errors: FieldErrors;
  bind: (key: TextKey) => { value: string; onValue: (v: string) => void; error: string | undefined };
  setCountry: (country: CountryCode) => void;
  setPin: (pin: { lat: number; lng: number } | null) => void;
  /** keeps ids unique where two forms could meet */
  idPrefix: string;
}

/**
 * Where a parcel goes: in Saudi Arabia the National Address (short address, building number,
 * street, district, a listed city, postal code, additional number) and a map pin; in the other
 * Gulf countries a simpler form. The address book and the checkout both use it.
 */
export function AddressFields({ values, errors, bind, setCountry, setPin, idPrefix }: Props) {
  const t = useT();
  const saudi = values.country === 'SA';
  const optional = t('common.optional');
  const number = { dir: 'ltr' as const, inputMode: 'numeric' as const, optionalLabel: optional };
  return (
    <>
      <div class={`field${errors.country ? ' has-error' : ''}`}>
        <label for={`${idPrefix}-country`} class="field-label">
          {t('field.country')}
        </label>
        <select
          id={`${idPrefix}-country`}
          class="input"
          value={values.country}
          onChange={(e) => setCountry((e.target as HTMLSelectElement).value as CountryCode)}
        >
          <CountryOptions />
        </select>
      </div>
      {saudi ? (
        <Field
          label={t('field.shortAddress')}
          {...bind('shortAddress')}
          hint={t('field.shortAddressHint')}
          dir="ltr"
          autoCapitalize="characters"
          spellcheck={false}
          maxLength={12}
          placeholder="RRRD2929"
          optionalLabel={optional}
        />
      ) : null}
      <Field label={t('field.street')} {...bind('street')} autoComplete="address-line1" class="span-2" />
      {saudi ? <Field label={t('field.buildingNumber')} {...bind('buildingNumber')} maxLength={4} {...number} /> : null}
      <Field label={t('field.district')} {...bind('district')} autoComplete="address-level3" optionalLabel={optional} />
      {/* one input for every country (switching keeps what was typed); Saudi cities come from a list */}
      <Field
        label={t('field.city')}
        {...bind('city')}
        id={`${idPrefix}-city`}
        list={saudi ? `${idPrefix}-cities` : undefined}
        autoComplete={saudi ? 'off' : 'address-level2'}
        hint={saudi ? t('field.cityHint') : undefined}
      />
      {saudi ? <SaudiCityList id={`${idPrefix}-cities`} /> : null}
      <Field label={t('field.postalCode')} {...bind('postalCode')} autoComplete="postal-code" maxLength={10} {...number} />
      {saudi ? <Field label={t('field.additionalNumber')} {...bind('additionalNumber')} maxLength={4} {...number} /> : null}
      {saudi ? <MapPin latitude={values.latitude} longitude={values.longitude} onPin={setPin} /> : null}
    </>
  );
}

/** The place fields as the address schemas take them (empty optional fields as null; other countries without the Saudi numbers). */
export function addressPlaceBody(v: AddressValues) {
  const saudi = v.country === 'SA';
  const num = (s: string) => (s.trim() === '' ? null : Number(s));
  return {
    street: v.street,
    district: v.district || null,
    city: v.city,
    country: v.country,
    postalCode: v.postalCode || null,
    shortAddress: saudi && v.shortAddress.trim() ? normalizeShortAddress(v.shortAddress) : null,
    buildingNumber: saudi ? v.buildingNumber || null : null,
    additionalNumber: saudi ? v.additionalNumber || null : null,
    latitude: saudi ? num(v.latitude) : null,
    longitude: saudi ? num(v.longitude) : null,
  };
}
