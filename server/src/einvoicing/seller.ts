import { nationalAddressSchema, settingsSchema, type Settings } from '@ward/shared';
import type { Seller } from './documents/document.js';

/** The seller as ZATCA's documents name it: legal name in Arabic and English, VAT, CR, National Address. */
export function sellerFromSettings(settings: Settings): Seller {
  return {
    name: `${settings.shopName.ar} | ${settings.shopName.en}`,
    vatNumber: settings.vatNumber,
    crNumber: settings.crNumber,
    address: settings.nationalAddress,
  };
}

/** True when the settings hold a valid VAT number, CR number and National Address. */
export function sellerComplete(settings: Settings): boolean {
  const { vatNumber, crNumber } = settingsSchema.shape;
  return (
    vatNumber.safeParse(settings.vatNumber).success &&
    crNumber.safeParse(settings.crNumber).success &&
    nationalAddressSchema.safeParse(settings.nationalAddress).success
  );
}
