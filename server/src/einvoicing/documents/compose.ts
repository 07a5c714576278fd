import { brokenRules } from '../xml/business-rules.js';
import { toNetFigures, type GrossFigures } from './amounts.js';
import type { BuyerAddress, DocumentKind, EInvoice, Seller } from './document.js';
import { writeUbl } from './ubl-writer.js';

export interface DocumentHeader {
  kind: DocumentKind;
  number: string;
  uuid: string;
  issuedAt: Date;
  icv: number;
  previousHash: string;
  seller: Seller;
  buyerName: string;
  buyerAddress?: BuyerAddress | null;
  paymentMeansCode: string;
  storeCreditMeansCode?: string | null;
  billingReference: string | null;
  reason: string | null;
}

export class DocumentRuleError extends Error {
  constructor(readonly rules: string[]) {
    super(`document breaks ZATCA rules ${rules.join(', ')}`);
  }
}

export const composeDocument = (header: DocumentHeader, figures: GrossFigures): EInvoice => ({ ...header, ...toNetFigures(figures) });

/** The unsigned XML of a document, refused (never signed, never reported) if it breaks a rule Ward checks. */
export function unsignedXml(header: DocumentHeader, figures: GrossFigures): string {
  const xml = writeUbl(composeDocument(header, figures));
  const broken = brokenRules(xml);
  if (broken.length) throw new DocumentRuleError(broken);
  return xml;
}
