import { addressPlaceParts } from '@ward/shared/address';
import { useT } from '../i18n';
import { joinParts } from '../lib/format';
import { useLanguage } from '../state/preferences';

export interface AddressLike {
  recipientName?: string | null;
  phone?: string | null;
  street: string;
  district?: string | null;
  city: string;
  country?: string | null;
  postalCode?: string | null;
  shortAddress?: string | null;
  buildingNumber?: string | null;
}

/** A delivery address as a few lines: recipient, street · district · city (the district once), country and postcode, short address, phone. */
export function AddressSummary({ address }: { address: AddressLike }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <p class="address-summary">
      {address.recipientName ? (
        <>
          <strong>{address.recipientName}</strong>
          <br />
        </>
      ) : null}
      {joinParts(addressPlaceParts(address), lang)}
      <br />
      {address.country ? t(`country.${address.country}` as 'country.SA') : ''} {address.postalCode ?? ''}
      {address.shortAddress ? (
        <>
          <br />
          {t('field.shortAddress')}: <bdi dir="ltr">{address.shortAddress}</bdi>
        </>
      ) : null}
      {address.phone ? (
        <>
          <br />
          <bdi dir="ltr">{address.phone}</bdi>
        </>
      ) : null}
    </p>
  );
}
