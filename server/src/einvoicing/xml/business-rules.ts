import { nodesAt, parseXml, textAt } from './namespaces.js';

/**
 * A subset of the XML standard's validation rules (§13) that Ward's documents can break: the
 * calculation rules, KSA formats and the fields a simplified document and its notes need.
 * Answers the ids of the rules broken (empty: all hold). Ward checks every document with it
 * before signing; ZATCA's compliance checks remain the authority.
 */
export function brokenRules(xml: string): string[] {
  const doc = parseXml(xml);
  const broken = new Set<string>();
  const check: Check = {
    doc,
    rule: (id, holds) => void (holds || broken.add(id)),
    at: (path, node = doc) => textAt(node, path),
    cents: (path, node = doc) => {
      const v = textAt(node, path);
      if (v !== '' && !/^-?\d+(\.\d{1,2})?$/.test(v)) broken.add('BR-DEC');
      return Math.round(Number(v || 0) * 100);
    },
  };
  documentRules(check);
  partyRules(check);
  totalRules(check, lineRules(check));
  return [...broken].sort();
}

/** What every group of rules reads the document with. */
interface Check {
  doc: Document;
  /** records `id` as broken unless it `holds` */
  rule: (id: string, holds: boolean) => void;
  at: (path: string, node?: Node) => string;
  /** an amount in halalas; a badly written amount breaks BR-DEC */
  cents: (path: string, node?: Node) => number;
}

/** The document's type, profile, dates, ids and a note's reference. */
function documentRules({ rule, at, doc }: Check) {
  const type = at('/*/cbc:InvoiceTypeCode');
  rule('BR-KSA-05', ['388', '381', '383', '386'].includes(type));
  rule('BR-KSA-06', /^0[12][01]{5}$/.test(at('/*/cbc:InvoiceTypeCode/@name')));
  rule('BR-KSA-EN16931-01', at('/*/cbc:ProfileID') === 'reporting:1.0');
  rule('BR-KSA-F-01', /^\d{4}-\d{2}-\d{2}$/.test(at('/*/cbc:IssueDate')));
  rule('BR-KSA-70', /^\d{2}:\d{2}:\d{2}Z?$/.test(at('/*/cbc:IssueTime')));
  rule('BR-KSA-03', /^[A-Za-z0-9-]+$/.test(at('/*/cbc:UUID')));
  rule('BR-KSA-34', /^\d+$/.test(at("/*/cac:AdditionalDocumentReference[cbc:ID='ICV']/cbc:UUID")));
  rule(
    'BR-KSA-26',
    /^[A-Za-z0-9+/]+={0,2}$/.test(at("/*/cac:AdditionalDocumentReference[cbc:ID='PIH']/cac:Attachment/cbc:EmbeddedDocumentBinaryObject")),
  );
  if (type === '381' || type === '383') {
    rule('BR-KSA-56', at('/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID') !== '');
    rule('BR-KSA-17', at('/*/cac:PaymentMeans/cbc:InstructionNote') !== '');
  }
  rule('BR-KSA-F-03', nodesAt(doc, '//*[not(*) and not(normalize-space()) and not(@*)]').length === 0);
}

/** The seller's VAT number, ids and address; a Saudi buyer's address. */
function partyRules({ rule, at }: Check) {
  const seller = '/*/cac:AccountingSupplierParty/cac:Party';
  rule('BR-KSA-40', /^3\d{13}3$/.test(at(`${seller}/cac:PartyTaxScheme/cbc:CompanyID`)));
  rule('BR-KSA-08', /^[A-Za-z0-9]+$/.test(at(`${seller}/cac:PartyIdentification/cbc:ID`)));
  rule('BR-KSA-37', /^\d{4}$/.test(at(`${seller}/cac:PostalAddress/cbc:BuildingNumber`)));
  rule('BR-KSA-66', /^\d{5}$/.test(at(`${seller}/cac:PostalAddress/cbc:PostalZone`)));
  for (const f of ['StreetName', 'CitySubdivisionName', 'CityName']) rule('BR-KSA-09', at(`${seller}/cac:PostalAddress/cbc:${f}`) !== '');
  // a Saudi buyer's address, when given: 4-digit building number, 5-digit postal code
  const buyer = '/*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress';
  if (at(`${buyer}/cac:Country/cbc:IdentificationCode`) === 'SA') {
    const building = at(`${buyer}/cbc:BuildingNumber`);
    const postal = at(`${buyer}/cbc:PostalZone`);
    rule('BR-KSA-63', building === '' || /^\d{4}$/.test(building));
    rule('BR-KSA-67', postal === '' || /^\d{5}$/.test(postal));
  }
}

/** Each line's amounts; answers the lines' net sum in halalas. */
function lineRules({ rule, at, cents, doc }: Check): number {
  const lines = nodesAt(doc, '/*/cac:InvoiceLine');
  rule('BR-16', lines.length > 0);
  let linesNet = 0;
  for (const line of lines) {
    const net = cents('cbc:LineExtensionAmount', line);
    linesNet += net;
    const vat = cents('cac:TaxTotal/cbc:TaxAmount', line);
    rule('BR-KSA-51', cents('cac:TaxTotal/cbc:RoundingAmount', line) === net + vat);
    const price = Number(at('cac:Price/cbc:PriceAmount', line));
    const base = Number(at('cac:Price/cbc:BaseQuantity', line) || 1);
    rule('BR-KSA-EN16931-11', Math.round((Number(at('cbc:InvoicedQuantity', line)) * price * 100) / base) === net);
    rule('BR-KSA-F-04', net >= 0 && price >= 0 && vat >= 0);
  }
  return linesNet;
}

/** The document's totals against its lines, allowances, charges and VAT subtotals. */
function totalRules({ rule, at, cents, doc }: Check, linesNet: number) {
  const sumOf = (path: string) => nodesAt(doc, path).reduce((s, n) => s + cents('cbc:Amount', n), 0);
  const allowances = sumOf("/*/cac:AllowanceCharge[cbc:ChargeIndicator='false']");
  const charges = sumOf("/*/cac:AllowanceCharge[cbc:ChargeIndicator='true']");
  const total = '/*/cac:LegalMonetaryTotal';
  const exclusive = cents(`${total}/cbc:TaxExclusiveAmount`);
  const tax = cents('/*/cac:TaxTotal[cac:TaxSubtotal]/cbc:TaxAmount');
  rule('BR-CO-10', cents(`${total}/cbc:LineExtensionAmount`) === linesNet);
  rule('BR-CO-11', cents(`${total}/cbc:AllowanceTotalAmount`) === allowances);
  rule('BR-CO-12', cents(`${total}/cbc:ChargeTotalAmount`) === charges);
  rule('BR-CO-13', exclusive === linesNet - allowances + charges);
  rule('BR-CO-15', cents(`${total}/cbc:TaxInclusiveAmount`) === exclusive + tax);
  rule(
    'BR-CO-16',
    cents(`${total}/cbc:PayableAmount`) ===
      exclusive + tax - cents(`${total}/cbc:PrepaidAmount`) + cents(`${total}/cbc:PayableRoundingAmount`),
  );
  const subtotals = nodesAt(doc, '/*/cac:TaxTotal/cac:TaxSubtotal');
  rule('BR-CO-18', subtotals.length > 0);
  rule('BR-CO-14', tax === subtotals.reduce((s, n) => s + cents('cbc:TaxAmount', n), 0));
  for (const sub of subtotals)
    rule(
      'BR-CO-17',
      cents('cbc:TaxAmount', sub) === Math.round((cents('cbc:TaxableAmount', sub) * Number(at('cac:TaxCategory/cbc:Percent', sub))) / 100),
    );
  for (const sub of subtotals.filter((n) => at('cac:TaxCategory/cbc:ID', n) === 'Z')) {
    rule('BR-KSA-69', at('cac:TaxCategory/cbc:TaxExemptionReasonCode', sub) !== '');
    rule('BR-KSA-83', at('cac:TaxCategory/cbc:TaxExemptionReason', sub) !== '');
  }
  rule('BR-S-08', subtotals.length !== 1 || cents('cbc:TaxableAmount', subtotals[0]) === exclusive);
  rule('BR-KSA-EN16931-09', cents('/*/cac:TaxTotal[not(cac:TaxSubtotal)]/cbc:TaxAmount') === tax);
}
