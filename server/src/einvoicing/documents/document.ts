import type { Halalas, NationalAddress, OrderAddressDto } from '@ward/shared';

/** Simplified tax invoice (388), credit note (381) or debit note (383), all "name 0200000". */
export type DocumentKind = 'invoice' | 'credit-note' | 'debit-note';
export const INVOICE_TYPE_CODE: Record<DocumentKind, string> = { invoice: '388', 'credit-note': '381', 'debit-note': '383' };
/** KSA-2: 02 simplified, then third party, nominal, export, summary, self-billed all off. */
export const SIMPLIFIED_TRANSACTION = '0200000';
export const VAT_PERCENT = 15;

/**
 * BT-118 VAT category: S standard-rated at 15%, Z zero-rated. Ward's only zero-rated supply is an
 * export of goods (issue 32): exemption reason code VATEX-SA-32 with the standard's exact text
 * (§11.2.4; ZATCA's rule BR-KSA-83 compares it without spaces, and accepts nothing longer).
 */
export type VatCategoryCode = 'S' | 'Z';
export const EXPORT_EXEMPTION = { code: 'VATEX-SA-32', reason: 'Export of goods' } as const;
export const vatPercentOf = (category: VatCategoryCode): number => (category === 'Z' ? 0 : VAT_PERCENT);

export interface Seller {
  /** legal name, as the QR code's tag 1 shows it */
  name: string;
  vatNumber: string;
  crNumber: string;
  address: NationalAddress;
}

/** The buyer's postal address as the order's snapshot keeps it. */
export type BuyerAddress = Pick<
  OrderAddressDto,
  'street' | 'shortAddress' | 'buildingNumber' | 'additionalNumber' | 'district' | 'city' | 'postalCode' | 'country'
>;

/** One invoice line, VAT category S at 15%; amounts without VAT, in halalas. */
export interface DocumentLine {
  name: string;
  /** BT-155, the SKU; none on an adjustment line */
  sku?: string | null;
  quantity: number;
  net: Halalas;
}

/** Document-level allowance (coupon) or charge (shipping, COD fee, gift wrap), net of VAT. */
export interface AllowanceCharge {
  reason: string;
  /** UNTDID 5189 for allowances, 7161 for charges (BR-KSA-19) */
  reasonCode: string;
  net: Halalas;
}

export interface EInvoice {
  kind: DocumentKind;
  /** every line, allowance and charge of a document has the order's category (S when absent) */
  vatCategory?: VatCategoryCode;
  /** BT-1, the sequential document number shown to people */
  number: string;
  uuid: string;
  issuedAt: Date;
  /** KSA-16 invoice counter value of the EGS unit */
  icv: number;
  /** KSA-13 hash of the EGS unit's previous document */
  previousHash: string;
  seller: Seller;
  /** optional on simplified documents; Ward always knows it */
  buyerName: string;
  /** the delivery address (the full National Address in Saudi Arabia); optional on simplified documents */
  buyerAddress?: BuyerAddress | null;
  /** UNTDID 4461: 10 cash, 48 bank card, 1 not defined, 97 store credit */
  paymentMeansCode: string;
  /** a second PaymentMeans: store credit paid part of the order (issue 31), the rest `paymentMeansCode` */
  storeCreditMeansCode?: string | null;
  /** BT-25 number of the invoice a credit or debit note corrects */
  billingReference: string | null;
  /** KSA-10 reason of a credit or debit note */
  reason: string | null;
  lines: DocumentLine[];
  allowances: AllowanceCharge[];
  charges: AllowanceCharge[];
  /** what is paid (VAT included); BT-114 rounding takes up a halala the VAT rounding cannot reach */
  payable: Halalas;
}

/** VAT of a net amount at 15% (0 when zero-rated), half-up to the halala (XML standard §10). */
export const vatOn = (net: Halalas, category: VatCategoryCode = 'S'): Halalas => Math.round((net * vatPercentOf(category)) / 100);

export interface DocumentTotals {
  lineExtension: Halalas;
  allowanceTotal: Halalas;
  chargeTotal: Halalas;
  taxExclusive: Halalas;
  /** rounded once on the document total, not summed from lines (XML standard §10) */
  tax: Halalas;
  taxInclusive: Halalas;
  rounding: Halalas;
  payable: Halalas;
}

/** The document totals as the calculation rules BR-CO-10 to BR-CO-17 define them. */
export function documentTotals(doc: Pick<EInvoice, 'lines' | 'allowances' | 'charges' | 'payable' | 'vatCategory'>): DocumentTotals {
  const sum = (xs: { net: Halalas }[]) => xs.reduce((s, x) => s + x.net, 0);
  const lineExtension = sum(doc.lines);
  const allowanceTotal = sum(doc.allowances);
  const chargeTotal = sum(doc.charges);
  const taxExclusive = lineExtension - allowanceTotal + chargeTotal;
  const tax = vatOn(taxExclusive, doc.vatCategory);
  const taxInclusive = taxExclusive + tax;
  return {
    lineExtension,
    allowanceTotal,
    chargeTotal,
    taxExclusive,
    tax,
    taxInclusive,
    rounding: doc.payable - taxInclusive,
    payable: doc.payable,
  };
}
