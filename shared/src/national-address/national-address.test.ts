import { fieldErrors } from '../validation/errors.js';
import { addressSchema } from '../validation/customers.js';
import { orderAddressSchema } from '../validation/checkout.js';
import { DEFAULT_SETTINGS, nationalAddressSchema, settingsSchema } from '../validation/settings.js';
import { findSaudiCity, isShortAddress, normalizeShortAddress } from './normalize.js';
import { isMapTileUrl, mapTileOrigin } from './map-tiles.js';
import { SAUDI_CITIES, SAUDI_REGIONS } from './saudi-cities.js';

const saudi = {
  title: 'المنزل',
  street: 'شارع الأمير محمد بن عبدالعزيز',
  city: 'الرياض',
  country: 'SA' as const,
  postalCode: '12211',
  shortAddress: 'RRRD2929',
  buildingNumber: '2322',
  additionalNumber: '7788',
  district: 'العليا',
};

describe('Saudi National Address', () => {
  it('reads a short address typed with spaces, lower case, hyphens or Arabic-Indic digits as the same', () => {
    expect(normalizeShortAddress(' rrrd ٢٩٢٩ ')).toBe('RRRD2929');
    expect(normalizeShortAddress('RRRD-۲۹۲۹')).toBe('RRRD2929');
    for (const good of ['RRRD2929', 'abcd1234', 'RRRD ٢٩٢٩']) expect(isShortAddress(good)).toBe(true);
    for (const bad of ['RRR2929', 'RRRDD2929', 'RRRD292', '2929RRRD', 'رررد٢٩٢٩', 'RR1D2929', '']) expect(isShortAddress(bad)).toBe(false);
  });

  it('keeps a good address in its normal form: short address upper case, numbers in Western digits', () => {
    const parsed = addressSchema.parse({ ...saudi, shortAddress: 'rrrd ٢٩٢٩', buildingNumber: '٢٣٢٢', postalCode: '١٢٢١١', additionalNumber: '۷۷۸۸' });
    expect(parsed).toMatchObject({ shortAddress: 'RRRD2929', buildingNumber: '2322', postalCode: '12211', additionalNumber: '7788' });
  });

  it('names the field and says what is wrong, in Arabic and English', () => {
    const result = addressSchema.safeParse({ ...saudi, shortAddress: 'RRR29290', buildingNumber: '123', postalCode: '1234', city: 'Springfield' });
    expect(result.success).toBe(false);
    const en = fieldErrors(result.error!, 'en');
    expect(en.shortAddress).toEqual(['Enter a valid short address: 4 letters then 4 digits, like RRRD2929']);
    expect(en.buildingNumber).toEqual(['Must be 4 digits']);
    expect(en.postalCode?.[0]).toMatch(/5 digits/);
    expect(en.city).toEqual(['Choose a city from the list of Saudi cities']);
    expect(fieldErrors(result.error!, 'ar').shortAddress?.[0]).toMatch(/العنوان المختصر غير صالح/);
  });

  it('checks the order address with the same rules', () => {
    const order = { ...saudi, recipientName: 'ريم', phone: '0501234567' };
    expect(orderAddressSchema.safeParse(order).success).toBe(true);
    const bad = orderAddressSchema.safeParse({ ...order, shortAddress: 'RRRD29290' });
    expect(fieldErrors(bad.error!, 'en').shortAddress).toHaveLength(1);
  });

  it('leaves the National Address fields optional, and other GCC countries free of the Saudi city list', () => {
    expect(addressSchema.safeParse({ title: 'البيت', street: 'شارع التحلية', city: 'Jeddah', country: 'SA' }).success).toBe(true);
    expect(addressSchema.safeParse({ title: 'Home', street: 'Sheikh Zayed Road', city: 'Dubai', country: 'AE', shortAddress: '' }).success).toBe(true);
  });

  it('uses the same rule for the shop’s own National Address in the settings', () => {
    expect(nationalAddressSchema.safeParse({ ...DEFAULT_SETTINGS.nationalAddress, buildingNumber: '٢٣٢٢' }).data?.buildingNumber).toBe('2322');
    const bad = nationalAddressSchema.safeParse({ ...DEFAULT_SETTINGS.nationalAddress, shortAddress: 'RIYADH' });
    expect(fieldErrors(bad.error!, 'en').shortAddress).toHaveLength(1);
    expect(settingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
  });

  it('lists the cities of all 13 regions, each with Arabic and English names, found by either or a common spelling', () => {
    expect(SAUDI_CITIES.length).toBeGreaterThan(100);
    expect(new Set(SAUDI_CITIES.map((c) => c.region))).toEqual(new Set(Object.keys(SAUDI_REGIONS)));
    for (const c of SAUDI_CITIES) {
      expect(c.ar).toMatch(/^[\u0600-\u06ff ]+$/);
      expect(c.en).toMatch(/^[A-Za-z' -]+$/);
    }
    expect(findSaudiCity('جدة')?.en).toBe('Jeddah');
    expect(findSaudiCity('jeddah')?.ar).toBe('جدة');
    expect(findSaudiCity('المدينة')?.en).toBe('Madinah');
    expect(findSaudiCity('الرياض | Riyadh')?.en).toBe('Riyadh');
    expect(findSaudiCity('Atlantis')).toBeNull();
  });

  it('takes map tiles from an https template with {z}, {x} and {y} only', () => {
    expect(isMapTileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(isMapTileUrl('http://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(false);
    expect(isMapTileUrl('https://tile.openstreetmap.org/{z}/{x}.png')).toBe(false);
    expect(isMapTileUrl('javascript:alert(1)//{z}{x}{y}')).toBe(false);
    expect(mapTileOrigin('https://{s}.tiles.example.sa:8443/{z}/{x}/{y}.png')).toBe('https://0.tiles.example.sa:8443');
  });
});
