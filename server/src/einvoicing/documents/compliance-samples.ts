import { randomUUID } from 'node:crypto';
import { signDocument, type SignedDocument, type SigningIdentity } from '../crypto/signer.js';
import { unsignedXml } from './compose.js';
import type { DocumentKind, Seller } from './document.js';
import { correctionFigures, invoiceFigures, PAYMENT_MEANS, type OrderForDocument } from './from-order.js';

const SAMPLE_ORDER: OrderForDocument = {
  orderNumber: 'COMPLIANCE',
  customerName: 'عميل تجريبي | Test customer',
  paymentMethod: 'cod',
  couponCode: null,
  subtotal: 115,
  discount: 0,
  shipping: 23,
  codFee: 0,
  giftWrap: 0,
  total: 138,
  items: [{ id: 1, nameAr: 'عطر تجريبي', nameEn: 'Test perfume', quantity: 1, lineTotal: 115 }],
};

/**
 * The three documents ZATCA's compliance checks ask of a B2C EGS unit before it gets its
 * production CSID: a simplified invoice, a credit note and a debit note against it, chained
 * (ICV, PIH) from `chain` and signed with the compliance CSID.
 */
export function complianceDocuments(
  seller: Seller,
  identity: SigningIdentity,
  chain: { icv: number; hash: string },
  now = new Date(),
): { kind: DocumentKind; uuid: string; signed: SignedDocument }[] {
  const out: { kind: DocumentKind; uuid: string; signed: SignedDocument }[] = [];
  let { icv, hash } = chain;
  for (const kind of ['invoice', 'credit-note', 'debit-note'] as const) {
    const uuid = randomUUID();
    const note = kind !== 'invoice';
    const xml = unsignedXml(
      {
        kind,
        number: `COMPLIANCE-${icv + 1}`,
        uuid,
        issuedAt: now,
        icv: icv + 1,
        previousHash: hash,
        seller,
        buyerName: SAMPLE_ORDER.customerName,
        paymentMeansCode: PAYMENT_MEANS.cod,
        billingReference: note ? `COMPLIANCE-${chain.icv + 1}` : null,
        reason: note ? 'تعديل تجريبي | Compliance check' : null,
      },
      note ? correctionFigures(SAMPLE_ORDER, { amount: 11.5 }) : invoiceFigures(SAMPLE_ORDER),
    );
    const signed = signDocument(xml, identity, now);
    out.push({ kind, uuid, signed });
    icv += 1;
    hash = signed.hash;
  }
  return out;
}
