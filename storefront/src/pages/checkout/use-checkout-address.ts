import type { CountryCode } from '@ward/shared/constants';
import { useEffect, useState } from 'preact/hooks';
import { account } from '../../api/endpoints';
import type { AddressDto } from '../../api/types';
import { EMPTY_ADDRESS } from '../../components/address/AddressFields';
import { useQuery } from '../../lib/query';
import { useSchemaForm } from '../../lib/use-schema-form';
import { setCountry, useCart } from '../../state/cart';
import type { NewAddress } from './NewAddressFields';

/**
 * Where the order goes: a saved address (the primary one first) or the typed form (a guest's
 * only choice). The cart's country follows the chosen address, so the quote prices its shipping.
 */
export function useCheckoutAddress(guest: boolean) {
  const cart = useCart();
  const addresses = useQuery<AddressDto[]>(guest ? null : '/api/addresses', account.addresses, { staleMs: 10_000 });
  const [addressId, setAddressId] = useState<number | 'new' | null>(null);
  const form = useSchemaForm<NewAddress>({ ...EMPTY_ADDRESS, recipientName: '', phone: '', title: '', country: cart.country });
  const [saveAddress, setSaveAddress] = useState(true);

  // the primary saved address is chosen first; without any, the form
  useEffect(() => {
    if (addressId !== null) return;
    if (guest) return setAddressId('new');
    if (!addresses.data) return;
    const primary = addresses.data.find((a) => a.isPrimary) ?? addresses.data[0];
    setAddressId(primary ? primary.id : 'new');
  }, [addresses.data, addressId, guest]);

  const chosen = typeof addressId === 'number' ? addresses.data?.find((a) => a.id === addressId) : undefined;
  const country: CountryCode = chosen?.country ?? (addressId === 'new' ? form.values.country : cart.country);
  useEffect(() => {
    if (country !== cart.country) setCountry(country);
  }, [country, cart.country]);

  return { addresses, addressId, setAddressId, form, saveAddress, setSaveAddress, chosen, country };
}

export type CheckoutAddress = ReturnType<typeof useCheckoutAddress>;
