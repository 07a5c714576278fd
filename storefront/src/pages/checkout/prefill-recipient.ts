import { guestCustomerSchema } from '@ward/shared/validation/guest';
import { useEffect, useRef } from 'preact/hooks';
import type { GuestContact } from './GuestFields';
import type { NewAddress } from './NewAddressFields';

/** The mobile a guest typed as their contact, as typed (nothing for an email or an unfinished number). */
function mobileOf(contact: string): string {
  const parsed = guestCustomerSchema.shape.contact.safeParse(contact);
  return parsed.success && 'phone' in parsed.data ? contact.trim() : '';
}

/**
 * A guest's recipient is most often the guest (issue 37 §9): the recipient's name and mobile
 * follow the buyer's as they are typed, until the shopper writes other ones there.
 */
export function usePrefillRecipient(
  enabled: boolean,
  buyer: GuestContact,
  setValues: (update: (values: NewAddress) => NewAddress) => void,
): void {
  const last = useRef({ name: '', phone: '' });
  const phone = mobileOf(buyer.contact);
  useEffect(() => {
    if (!enabled) return;
    const before = last.current;
    last.current = { name: buyer.name, phone };
    setValues((v) => {
      const recipientName = v.recipientName === before.name ? buyer.name : v.recipientName;
      const nextPhone = v.phone === before.phone ? phone : v.phone;
      return recipientName === v.recipientName && nextPhone === v.phone ? v : { ...v, recipientName, phone: nextPhone };
    });
  }, [enabled, buyer.name, phone, setValues]);
}
