import { textAt } from './namespaces.js';

/** The fields of a UBL document that its QR code repeats (security standard §4, table 3). */
export function qrTextFields(doc: Document) {
  const party = '/*/cac:AccountingSupplierParty/cac:Party';
  return {
    sellerName: textAt(doc, `${party}/cac:PartyLegalEntity/cbc:RegistrationName`),
    vatNumber: textAt(doc, `${party}/cac:PartyTaxScheme/cbc:CompanyID`),
    timestamp: `${textAt(doc, '/*/cbc:IssueDate')}T${textAt(doc, '/*/cbc:IssueTime')}`,
    total: textAt(doc, '/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount'),
    vatTotal: textAt(doc, '/*/cac:TaxTotal[1]/cbc:TaxAmount'),
  };
}

/** Simplified documents (subtype 02) carry QR tag 9 and are reported rather than cleared. */
export const isSimplified = (doc: Document) => textAt(doc, '/*/cbc:InvoiceTypeCode/@name').startsWith('02');
