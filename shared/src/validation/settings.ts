import { z } from 'zod';
import { FREE_SHIPPING_THRESHOLD_SAR, STARTUP_SPLASH_MS, type PaymentMethod } from '../constants.js';
import { fourDigitNumber, saudiPostalCode, shortAddress } from '../national-address/fields.js';
import { DEFAULT_MAP_TILES, mapTileUrl } from '../national-address/map-tiles.js';
import { MAX_SAMPLES_CEILING } from '../samples.js';
import { adminLink, email, localized, text, VAT_NUMBER } from './rules.js';
import { DEFAULT_RETURN_SETTINGS, returnSettingsSchema } from './returns.js';
import { cartReminderSettingsSchema, DEFAULT_CART_REMINDERS } from './saved-carts.js';

/**
 * The seller's Saudi National Address as ZATCA's XML wants it (BR-KSA-09, BR-KSA-37, BR-KSA-66):
 * street, 4-digit building number, district, city, 5-digit postal code. Texts may carry both
 * languages ("العليا | Al Olaya"), as ZATCA's samples do.
 */
export const nationalAddressSchema = z.object({
  street: text(2, 127),
  buildingNumber: fourDigitNumber(),
  additionalNumber: fourDigitNumber().nullable(),
  district: text(2, 127),
  city: text(2, 127),
  postalCode: saudiPostalCode(),
  /** SPL's short address ("RRRD2929"); not part of ZATCA's XML, printed on the receipt */
  shortAddress: shortAddress().nullable().optional(),
});
export type NationalAddress = z.infer<typeof nationalAddressSchema>;

/** The shop's one settings record (issue 4 §5); read by invoices, shipping, footer, splash. */
export const settingsSchema = z.object({
  shopName: localized(2, 100),
  vatNumber: z.string().regex(VAT_NUMBER, { error: 'validation.vatNumber' }),
  crNumber: z.string().regex(/^\d{10}$/, { error: 'validation.invalid' }),
  contactEmail: email(),
  phones: z.array(z.string().regex(/^\+?[\d\s-]{8,20}$/, { error: 'validation.phone' })).max(5),
  whatsapp: z
    .string()
    .regex(/^\+?[\d\s-]{8,20}$/, { error: 'validation.phone' })
    .nullable(),
  address: localized(5, 300),
  nationalAddress: nationalAddressSchema,
  storeHours: z
    .array(z.object({ days: localized(2, 60), open: z.string().regex(/^\d{2}:\d{2}$/), close: z.string().regex(/^\d{2}:\d{2}$/) }))
    .max(7),
  social: z.object({
    instagram: adminLink({ sitePath: false }).nullable(),
    x: adminLink({ sitePath: false }).nullable(),
    tiktok: adminLink({ sitePath: false }).nullable(),
    snapchat: adminLink({ sitePath: false }).nullable(),
    youtube: adminLink({ sitePath: false }).nullable(),
  }),
  freeShippingThreshold: z.number().min(0).max(100_000),
  codFee: z.number().min(0).max(1000),
  /** cash on delivery allowed up to this order total (SAR) */
  codMaxTotal: z.number().min(0).max(1_000_000),
  splashMs: z.number().int().min(0).max(10_000),
  /** checkout offers gift wrap */
  giftWrapEnabled: z.boolean({ error: 'validation.invalid' }),
  /** what gift wrap costs per order, SAR incl. VAT (0: free) */
  giftWrapPrice: z
    .number({ error: 'validation.number' })
    .finite({ error: 'validation.number' })
    .min(0, { error: 'validation.nonNegative' })
    .max(1000, { error: 'validation.max' })
    .transform((v) => Math.round(v * 100) / 100),
  /** units of one product a customer may keep reserved in orders waiting for online payment */
  unpaidHoldPerProduct: z.number({ error: 'validation.number' }).int({ error: 'validation.integer' }).min(1).max(10_000).default(5),
  /** units a customer may keep reserved in all their orders waiting for online payment */
  unpaidHoldTotal: z.number({ error: 'validation.number' }).int({ error: 'validation.integer' }).min(1).max(100_000).default(20),
  /** the map behind the address pin: an https tile template with {z}, {x} and {y} */
  mapTileUrl: mapTileUrl().default(DEFAULT_MAP_TILES.url),
  /** who the tiles are credited to, shown on the map */
  mapAttribution: text(2, 200).default(DEFAULT_MAP_TILES.attribution),
  /** abandoned-cart reminders (issue 18 §6) */
  cartReminders: cartReminderSettingsSchema.default(DEFAULT_CART_REMINDERS),
  /** free samples a shopper may choose per order (0: checkout offers none) */
  maxSamplesPerOrder: z
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.nonNegative' })
    .max(MAX_SAMPLES_CEILING, { error: 'validation.max' })
    .default(2),
  /** returns (issue 30): the window, opened products, late delivery */
  returns: returnSettingsSchema.default(DEFAULT_RETURN_SETTINGS),
  /**
   * exports (issue 32) are zero-rated: 'net' divides the Saudi VAT out of the VAT-inclusive shelf
   * prices for a delivery outside the Kingdom, 'shelf' charges the shelf price (with VAT 0) instead
   */
  exportPricing: z.enum(['net', 'shelf'], { error: 'validation.invalid' }).default('net'),
});
export type Settings = z.infer<typeof settingsSchema>;

/** `GET /api/settings`: the record plus how the running shop takes payments (not editable). */
export interface PublicSettings extends Settings {
  /** payments are simulated by the built-in test gateway: both apps show a "test mode" ribbon */
  testMode: boolean;
  /** what checkout offers: cash on delivery always, card and e-wallet with a gateway */
  paymentMethods: PaymentMethod[];
}

export const DEFAULT_SETTINGS: Settings = {
  shopName: { ar: 'ورد للعطور والعود', en: 'Ward Perfumes & Oud' },
  vatNumber: '310123456700003',
  crNumber: '1010123456',
  contactEmail: 'care@ward.sa',
  phones: ['+966 11 000 0000'],
  whatsapp: '+966 50 000 0000',
  address: {
    ar: 'طريق الملك فهد، حي العليا، الرياض 12211، المملكة العربية السعودية',
    en: 'King Fahd Road, Al Olaya, Riyadh 12211, Saudi Arabia',
  },
  nationalAddress: {
    street: 'طريق الملك فهد | King Fahd Road',
    buildingNumber: '2322',
    additionalNumber: null,
    district: 'العليا | Al Olaya',
    city: 'الرياض | Riyadh',
    postalCode: '12211',
  },
  storeHours: [
    { days: { ar: 'الاثنين - السبت', en: 'Monday - Saturday' }, open: '10:00', close: '21:00' },
    { days: { ar: 'الأحد', en: 'Sunday' }, open: '12:00', close: '18:00' },
  ],
  social: {
    instagram: 'https://instagram.com/',
    x: 'https://x.com/',
    tiktok: 'https://tiktok.com/',
    snapchat: 'https://snapchat.com/',
    youtube: null,
  },
  freeShippingThreshold: FREE_SHIPPING_THRESHOLD_SAR,
  codFee: 15,
  codMaxTotal: 5000,
  splashMs: STARTUP_SPLASH_MS,
  giftWrapEnabled: true,
  giftWrapPrice: 15,
  unpaidHoldPerProduct: 5,
  unpaidHoldTotal: 20,
  mapTileUrl: DEFAULT_MAP_TILES.url,
  mapAttribution: DEFAULT_MAP_TILES.attribution,
  cartReminders: DEFAULT_CART_REMINDERS,
  maxSamplesPerOrder: 2,
  returns: DEFAULT_RETURN_SETTINGS,
  exportPricing: 'net',
};
