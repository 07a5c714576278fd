import { DEFAULT_SETTINGS } from '@ward/shared';
import { createTestCa } from '../../../test/stand-ins/zatca/ca.mjs';
import { createCsr, generateSigningKey } from '../einvoicing/crypto/csr.js';
import { FIRST_PREVIOUS_HASH } from '../einvoicing/crypto/invoice-hash.js';
import type { DocumentHeader } from '../einvoicing/documents/compose.js';
import { PAYMENT_MEANS, type OrderForDocument } from '../einvoicing/documents/from-order.js';

/** The seller, header, order and test-CA signing identity the document tests share. */
const seller = {
  name: 'ورد للعطور والعود | Ward Perfumes & Oud',
  vatNumber: '310123456700003',
  crNumber: '1010123456',
  address: DEFAULT_SETTINGS.nationalAddress,
};
export const header = (over: Partial<DocumentHeader> = {}): DocumentHeader => ({
  kind: 'invoice',
  number: 'INV-2026-000001',
  uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
  issuedAt: new Date('2026-11-23T21:30:00Z'),
  icv: 1,
  previousHash: FIRST_PREVIOUS_HASH,
  seller,
  buyerName: 'سارة العتيبي',
  paymentMeansCode: PAYMENT_MEANS.cod,
  billingReference: null,
  reason: null,
  ...over,
});

// 2 × 145.50 + 1 × 89.99, coupon 10%, shipping 25, COD 15 (what the checkout would charge)
export const order: OrderForDocument = {
  orderNumber: 'W1042',
  customerName: 'سارة العتيبي',
  paymentMethod: 'cod',
  couponCode: 'WARD10',
  subtotal: 380.99,
  discount: 38.1,
  shipping: 25,
  codFee: 15,
  giftWrap: 0,
  total: 382.89,
  items: [
    { id: 11, nameAr: 'عود كمبودي', nameEn: 'Cambodian oud', quantity: 2, lineTotal: 291 },
    { id: 12, nameAr: 'بخور معمول', nameEn: 'Mamoul incense', quantity: 1, lineTotal: 89.99 },
  ],
};

/**
 * Issue 32: an export to Dubai, zero-rated. The shelf prices divided out: 2 × 126.52 (145.50) +
 * 1 × 78.25 (89.99), coupon 10% (33.13), shipping 39.13 (45), paid by card.
 */
export const exportOrder: OrderForDocument = {
  orderNumber: 'W1044',
  customerName: 'Mariam Al Mansoori',
  paymentMethod: 'card',
  couponCode: 'WARD10',
  subtotal: 331.29,
  discount: 33.13,
  shipping: 39.13,
  codFee: 0,
  giftWrap: 0,
  total: 337.29,
  vatCategory: 'Z',
  items: [
    { id: 31, nameAr: 'عود كمبودي', nameEn: 'Cambodian oud', quantity: 2, lineTotal: 253.04 },
    { id: 32, nameAr: 'بخور معمول', nameEn: 'Mamoul incense', quantity: 1, lineTotal: 78.25 },
  ],
};

/** A Dubai delivery address as an order keeps it (issue 32 §5: emirate and area, no postal code). */
export const dubaiAddress = {
  street: 'Sheikh Zayed Road, Villa 12',
  shortAddress: null,
  buildingNumber: null,
  additionalNumber: null,
  district: 'Al Barsha',
  city: 'Dubai',
  postalCode: null,
  country: 'AE' as const,
};

/**
 * Issue 28: 3 × 100 oud with the 3rd free, 1 × 89.99 incense, 5% off the order (14.50, spread over
 * the lines), then the 10% coupon on the 275.49 left (27.55), shipping 25, COD 15.
 */
export const promotedOrder: OrderForDocument = {
  orderNumber: 'W1043',
  customerName: 'سارة العتيبي',
  paymentMethod: 'cod',
  couponCode: 'WARD10',
  subtotal: 389.99,
  discount: 142.05,
  shipping: 25,
  codFee: 15,
  giftWrap: 0,
  total: 287.94,
  promotions: [
    { promotionId: 7, type: 'buyXgetY', level: 'item', label: { ar: 'الثالثة مجاناً', en: '3rd one free' }, amount: 100 },
    { promotionId: 8, type: 'orderDiscount', level: 'order', label: { ar: 'خصم 5%', en: '5% off' }, amount: 14.5 },
  ],
  items: [
    {
      id: 21,
      nameAr: 'عود كمبودي',
      nameEn: 'Cambodian oud',
      quantity: 3,
      lineTotal: 300,
      promotions: [
        { promotionId: 7, amount: 100 },
        { promotionId: 8, amount: 10 },
      ],
    },
    {
      id: 22,
      nameAr: 'بخور معمول',
      nameEn: 'Mamoul incense',
      quantity: 1,
      lineTotal: 89.99,
      promotions: [{ promotionId: 8, amount: 4.5 }],
    },
  ],
};

export function identity() {
  const { privateKey, publicKey } = generateSigningKey();
  return {
    privateKey,
    certificate: createTestCa().issue(
      createCsr(
        {
          commonName: 'EGS',
          egsSerialNumber: '1-Ward|2-1|3-x',
          vatNumber: seller.vatNumber,
          organizationUnit: 'Riyadh',
          organizationName: 'Ward',
          country: 'SA',
          invoiceType: '0100',
          location: 'RRRD2929',
          industry: 'Retail',
        },
        privateKey,
        publicKey,
        'simulation',
      ),
    ),
  };
}
