import { MAX_ADDRESSES, type Language, type OrderAddressDto, type PlaceOrderInput } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { BadInputError, DomainError } from '../common/domain-errors.js';
import { Address } from '../customers/address.entity.js';
import type { CheckoutContext } from './pricing/checkout-context.js';
import { sqlRows } from '../database/sql-rows.js';

/**
 * Where an order goes, as a snapshot kept with the order: the customer's saved address (loaded
 * with the checkout context, the customer's own only) or the one typed at checkout.
 */
export function deliveryAddress(
  input: PlaceOrderInput,
  context: CheckoutContext,
  customer: { name: string; phone: string | null },
): OrderAddressDto {
  const { phone } = customer;
  if (input.addressId) {
    const saved = context.savedAddress;
    if (!saved) throw new DomainError(400, 'address.notFound', {}, { addressId: 'address.notFound' });
    if (input.country && input.country !== saved.country)
      throw new BadInputError('order.countryMismatch', { country: 'order.countryMismatch' });
    // a saved address is the customer's own: they receive it
    return { ...saved, recipientName: customer.name, phone };
  }
  const a = input.address!;
  return {
    title: a.title ?? null,
    recipientName: a.recipientName,
    phone: a.phone,
    street: a.street,
    city: a.city,
    country: a.country,
    postalCode: a.postalCode ?? null,
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
    shortAddress: a.shortAddress ?? null,
    buildingNumber: a.buildingNumber ?? null,
    district: a.district ?? null,
    additionalNumber: a.additionalNumber ?? null,
  };
}

/** Keeps a typed address in the customer's address book (while there is room), the first one as primary. */
export async function saveToAddressBook(m: EntityManager, userId: number, address: OrderAddressDto, lang: Language): Promise<void> {
  const [{ count }] = await sqlRows<{ count: number }>(m, `SELECT count(*)::int AS count FROM addresses WHERE "userId" = $1`, [userId]);
  if (count >= MAX_ADDRESSES) return;
  const title = address.title && address.title.length >= 3 ? address.title : lang === 'en' ? 'Delivery address' : 'عنوان التوصيل';
  await m.getRepository(Address).insert({ ...address, userId, title, isPrimary: count === 0 });
}
