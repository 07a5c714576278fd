import { riyadhDateTime } from '../crypto/signer.js';
import { NS, xmlText } from '../xml/namespaces.js';
import {
  documentTotals,
  INVOICE_TYPE_CODE,
  EXPORT_EXEMPTION,
  SIMPLIFIED_TRANSACTION,
  vatOn,
  vatPercentOf,
  type VatCategoryCode,
  type AllowanceCharge,
  type BuyerAddress,
  type EInvoice,
  type Seller,
} from './document.js';

const sar = (halalas: number) => (halalas / 100).toFixed(2);
const el = (tag: string, content: string, attrs = '') => `<${tag}${attrs}>${content}</${tag}>`;
const text = (tag: string, value: string | number) => el(tag, xmlText(value));
const amount = (tag: string, halalas: number) => el(tag, sar(halalas), ' currencyID="SAR"');
const vatScheme = el('cac:TaxScheme', text('cbc:ID', 'VAT'));
/** BT-118/119 (BT-151/152 on a line): the category and its rate; the VAT breakdown (BG-23) of a zero-rated one also says why (BT-120/121). */
const taxCategory = (tag: string, category: VatCategoryCode, breakdown = false) =>
  el(
    tag,
    text('cbc:ID', category) +
      text('cbc:Percent', vatPercentOf(category).toFixed(2)) +
      (breakdown && category === 'Z'
        ? text('cbc:TaxExemptionReasonCode', EXPORT_EXEMPTION.code) + text('cbc:TaxExemptionReason', EXPORT_EXEMPTION.reason)
        : '') +
      vatScheme,
  );

function sellerParty(s: Seller): string {
  const a = s.address;
  const address =
    text('cbc:StreetName', a.street) +
    text('cbc:BuildingNumber', a.buildingNumber) +
    (a.additionalNumber ? text('cbc:PlotIdentification', a.additionalNumber) : '') +
    text('cbc:CitySubdivisionName', a.district) +
    text('cbc:CityName', a.city) +
    text('cbc:PostalZone', a.postalCode) +
    el('cac:Country', text('cbc:IdentificationCode', 'SA'));
  return el(
    'cac:AccountingSupplierParty',
    el(
      'cac:Party',
      el('cac:PartyIdentification', el('cbc:ID', xmlText(s.crNumber), ' schemeID="CRN"')) +
        el('cac:PostalAddress', address) +
        el('cac:PartyTaxScheme', text('cbc:CompanyID', s.vatNumber) + vatScheme) +
        el('cac:PartyLegalEntity', text('cbc:RegistrationName', s.name)),
    ),
  );
}

/**
 * BG-8 buyer postal address: the UBL order of elements, empty ones left out (BR-KSA-F-03). SPL's
 * short address has no field of its own; it goes in BT-51, the address's second line.
 */
function buyerParty(name: string, a: BuyerAddress | null | undefined): string {
  const optional = (tag: string, value: string | null | undefined) => (value ? text(tag, value) : '');
  const address = a
    ? el(
        'cac:PostalAddress',
        optional('cbc:StreetName', a.street) +
          optional('cbc:AdditionalStreetName', a.shortAddress) +
          optional('cbc:BuildingNumber', a.buildingNumber) +
          optional('cbc:PlotIdentification', a.additionalNumber) +
          optional('cbc:CitySubdivisionName', a.district) +
          optional('cbc:CityName', a.city) +
          optional('cbc:PostalZone', a.postalCode) +
          el('cac:Country', text('cbc:IdentificationCode', a.country)),
      )
    : '';
  return el('cac:AccountingCustomerParty', el('cac:Party', address + el('cac:PartyLegalEntity', text('cbc:RegistrationName', name))));
}

const allowanceCharge = (isCharge: boolean, category: VatCategoryCode) => (x: AllowanceCharge) =>
  el(
    'cac:AllowanceCharge',
    text('cbc:ChargeIndicator', String(isCharge)) +
      text('cbc:AllowanceChargeReasonCode', x.reasonCode) +
      text('cbc:AllowanceChargeReason', x.reason) +
      amount('cbc:Amount', x.net) +
      taxCategory('cac:TaxCategory', category),
  );

const invoiceLine =
  (category: VatCategoryCode) =>
  (line: EInvoice['lines'][number], index: number): string => {
    const vat = vatOn(line.net, category);
    return el(
      'cac:InvoiceLine',
      text('cbc:ID', index + 1) +
        el('cbc:InvoicedQuantity', String(line.quantity), ' unitCode="PCE"') +
        amount('cbc:LineExtensionAmount', line.net) +
        el('cac:TaxTotal', amount('cbc:TaxAmount', vat) + amount('cbc:RoundingAmount', line.net + vat)) +
        el(
          'cac:Item',
          text('cbc:Name', line.name) +
            (line.sku ? el('cac:SellersItemIdentification', text('cbc:ID', line.sku)) : '') +
            taxCategory('cac:ClassifiedTaxCategory', category),
        ) +
        // the price of the whole line (BT-146) for its quantity (BT-149): exact, no unit-price rounding
        el('cac:Price', amount('cbc:PriceAmount', line.net) + el('cbc:BaseQuantity', String(line.quantity), ' unitCode="PCE"')),
    );
  };

/**
 * The unsigned UBL 2.1 document of the XML implementation standard: everything but the stamp
 * (`ext:UBLExtensions`) and the QR reference, which `signDocument` adds without touching the rest.
 */
export function writeUbl(doc: EInvoice): string {
  const t = documentTotals(doc);
  const category = doc.vatCategory ?? 'S';
  const [date, time] = riyadhDateTime(doc.issuedAt).split('T');
  const monetary =
    amount('cbc:LineExtensionAmount', t.lineExtension) +
    amount('cbc:TaxExclusiveAmount', t.taxExclusive) +
    amount('cbc:TaxInclusiveAmount', t.taxInclusive) +
    amount('cbc:AllowanceTotalAmount', t.allowanceTotal) +
    amount('cbc:ChargeTotalAmount', t.chargeTotal) +
    amount('cbc:PrepaidAmount', 0) +
    (t.rounding !== 0 ? amount('cbc:PayableRoundingAmount', t.rounding) : '') +
    amount('cbc:PayableAmount', t.payable);
  const body = [
    text('cbc:ProfileID', 'reporting:1.0'),
    text('cbc:ID', doc.number),
    text('cbc:UUID', doc.uuid),
    text('cbc:IssueDate', date),
    text('cbc:IssueTime', time),
    el('cbc:InvoiceTypeCode', INVOICE_TYPE_CODE[doc.kind], ` name="${SIMPLIFIED_TRANSACTION}"`),
    text('cbc:DocumentCurrencyCode', 'SAR'),
    text('cbc:TaxCurrencyCode', 'SAR'),
    doc.billingReference ? el('cac:BillingReference', el('cac:InvoiceDocumentReference', text('cbc:ID', doc.billingReference))) : '',
    el('cac:AdditionalDocumentReference', text('cbc:ID', 'ICV') + text('cbc:UUID', doc.icv)),
    el(
      'cac:AdditionalDocumentReference',
      text('cbc:ID', 'PIH') +
        el('cac:Attachment', el('cbc:EmbeddedDocumentBinaryObject', xmlText(doc.previousHash), ' mimeCode="text/plain"')),
    ),
    el(
      'cac:Signature',
      text('cbc:ID', 'urn:oasis:names:specification:ubl:signature:Invoice') +
        text('cbc:SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
    ),
    sellerParty(doc.seller),
    buyerParty(doc.buyerName, doc.buyerAddress),
    ...[doc.paymentMeansCode, doc.storeCreditMeansCode ?? null]
      .filter((code) => code !== null)
      .map((code) =>
        el('cac:PaymentMeans', text('cbc:PaymentMeansCode', code) + (doc.reason ? text('cbc:InstructionNote', doc.reason) : '')),
      ),
    ...doc.allowances.map(allowanceCharge(false, category)),
    ...doc.charges.map(allowanceCharge(true, category)),
    el('cac:TaxTotal', amount('cbc:TaxAmount', t.tax)),
    el(
      'cac:TaxTotal',
      amount('cbc:TaxAmount', t.tax) +
        el(
          'cac:TaxSubtotal',
          amount('cbc:TaxableAmount', t.taxExclusive) + amount('cbc:TaxAmount', t.tax) + taxCategory('cac:TaxCategory', category, true),
        ),
    ),
    el('cac:LegalMonetaryTotal', monetary),
    ...doc.lines.map(invoiceLine(category)),
  ];
  const ns = (['cac', 'cbc', 'ext'] as const).map((p) => ` xmlns:${p}="${NS[p]}"`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="${NS.inv}"${ns}>\n${body.filter(Boolean).join('\n')}\n</Invoice>\n`;
}
