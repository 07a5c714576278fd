import { BadInputError } from '../common/domain-errors.js';
import { normalizeGccMobile } from '@ward/shared';
import type { GuestContact } from './order-placement.service.js';

/**
 * Where the order's mails and texts go: a guest's order keeps the contact the guest gave. The
 * checkout's WhatsApp box needs a Gulf mobile (messaging records the opt-in before it tells of the order).
 */
export function orderContact(
  customer: { email: string | null; phone: string | null },
  guest: GuestContact | null,
  address: { phone?: string | null },
  whatsappOptIn: boolean,
): { email: string | null; phone: string | null } {
  const contact = guest
    ? { email: guest.email, phone: guest.phone ?? address.phone ?? null }
    : { email: customer.email, phone: address.phone ?? customer.phone };
  if (whatsappOptIn && !normalizeGccMobile(customer.phone ?? '') && !normalizeGccMobile(contact.phone ?? ''))
    throw new BadInputError('messaging.phoneMissing', { phone: 'messaging.phoneMissing' });
  return contact;
}
