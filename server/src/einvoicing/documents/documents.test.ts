import fc from 'fast-check';
import { priceOrder, toSar, vatIncluded } from '@ward/shared';
import { signDocument } from '../crypto/signer.js';
import { verifyDocument } from '../crypto/verifier.js';
import { brokenRules } from '../xml/business-rules.js';
import { nodesAt, parseXml, textAt } from '../xml/namespaces.js';
import { netForGross } from './amounts.js';
import { unsignedXml } from './compose.js';
import { vatOn } from './document.js';
import { correctionFigures, invoiceFigures, type OrderForDocument } from './from-order.js';
import { header, identity, order } from '../../testing/einvoice-documents.js';

const amountAt = (xml: string, path: string) => Number(textAt(parseXml(xml), path));

test('an order becomes a simplified tax invoice whose totals are what the customer paid', () => {
  const xml = unsignedXml(header(), invoiceFigures(order));
  const doc = parseXml(xml);
  expect(textAt(doc, '/*/cbc:InvoiceTypeCode')).toBe('388');
  expect(textAt(doc, '/*/cbc:InvoiceTypeCode/@name')).toBe('0200000');
  expect(textAt(doc, '/*/cbc:IssueDate') + ' ' + textAt(doc, '/*/cbc:IssueTime')).toBe('2026-11-24 00:30:00'); // Riyadh time
  expect(amountAt(xml, '/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(382.89);
  expect(amountAt(xml, '/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')).toBe(382.89);
  expect(amountAt(xml, '/*/cac:TaxTotal[1]/cbc:TaxAmount')).toBe(toSar(vatIncluded(38289)));
  // the coupon as an allowance (UNTDID 5189 code 95), shipping and the COD fee as charges
  expect(textAt(doc, "/*/cac:AllowanceCharge[cbc:ChargeIndicator='false']/cbc:AllowanceChargeReasonCode")).toBe('95');
  expect(amountAt(xml, "/*/cac:AllowanceCharge[cbc:ChargeIndicator='false']/cbc:Amount")).toBe(33.13); // 38.10 less its VAT
  expect(nodesAt(doc, "/*/cac:AllowanceCharge[cbc:ChargeIndicator='true']").map((n) => textAt(n, 'cbc:Amount'))).toEqual([
    '21.74',
    '13.04',
  ]);
  expect(nodesAt(doc, '/*/cac:InvoiceLine/cac:Item/cbc:Name').map((n) => n.textContent)).toEqual([
    'عود كمبودي | Cambodian oud',
    'بخور معمول | Mamoul incense',
  ]);
  expect(textAt(doc, '/*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cbc:BuildingNumber')).toBe('2322');
  expect(brokenRules(xml)).toEqual([]);
});

test('gift wrap is one more charge (UNTDID 7161 ABL) and the document still asks what was paid', () => {
  const wrapped = { ...order, giftWrap: 15, total: 397.89 };
  const xml = unsignedXml(header(), invoiceFigures(wrapped));
  const doc = parseXml(xml);
  const charges = nodesAt(doc, "/*/cac:AllowanceCharge[cbc:ChargeIndicator='true']");
  expect(
    charges.map((n) => [textAt(n, 'cbc:AllowanceChargeReasonCode'), textAt(n, 'cbc:AllowanceChargeReason'), textAt(n, 'cbc:Amount')]),
  ).toEqual([
    ['FC', 'الشحن | Shipping', '21.74'],
    ['ABK', 'رسوم الدفع عند الاستلام | Cash on delivery fee', '13.04'],
    ['ABL', 'تغليف الهدايا | Gift wrapping', '13.04'],
  ]);
  expect(amountAt(xml, '/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(397.89);
  expect(amountAt(xml, '/*/cac:LegalMonetaryTotal/cbc:ChargeTotalAmount')).toBe(47.82);
  expect(brokenRules(xml)).toEqual([]);
});

test('a free sample is a line at 0 (0 VAT) and the totals stay what was paid', () => {
  const withSample = {
    ...order,
    items: [...order.items, { id: 13, nameAr: 'عينة مجانية: عود كمبودي', nameEn: 'Free sample: Cambodian oud', quantity: 1, lineTotal: 0 }],
  };
  const xml = unsignedXml(header(), invoiceFigures(withSample));
  const doc = parseXml(xml);
  const sample = nodesAt(doc, '/*/cac:InvoiceLine')[2];
  expect(textAt(sample, 'cac:Item/cbc:Name')).toBe('عينة مجانية: عود كمبودي | Free sample: Cambodian oud');
  expect([
    textAt(sample, 'cbc:LineExtensionAmount'),
    textAt(sample, 'cac:TaxTotal/cbc:TaxAmount'),
    textAt(sample, 'cac:Price/cbc:PriceAmount'),
  ]).toEqual(['0.00', '0.00', '0.00']);
  // the same totals as without the sample
  const without = unsignedXml(header(), invoiceFigures(order));
  for (const path of [
    '/*/cac:LegalMonetaryTotal/cbc:PayableAmount',
    '/*/cac:LegalMonetaryTotal/cbc:LineExtensionAmount',
    '/*/cac:TaxTotal[1]/cbc:TaxAmount',
  ])
    expect(amountAt(xml, path)).toBe(amountAt(without, path));
  expect(brokenRules(xml)).toEqual([]);
});

test('the invoice signs, verifies, and its QR code carries the totals', () => {
  const signed = signDocument(unsignedXml(header(), invoiceFigures(order)), identity(), new Date());
  expect(verifyDocument(signed.xml).problems).toEqual([]);
  expect(brokenRules(signed.xml)).toEqual([]);
});

test('a returned line becomes a credit note (381) with the billing reference, the reason and its share of the coupon', () => {
  const figures = correctionFigures(order, { lines: [{ itemId: 11, quantity: 1 }] });
  expect(figures.total).toBe(14550 - Math.round((3810 * 14550) / 38099)); // 145.50 less its share of the 38.10 coupon
  const xml = unsignedXml(
    header({ kind: 'credit-note', number: 'CN-2026-000001', billingReference: 'INV-2026-000001', reason: 'إرجاع | Returned' }),
    figures,
  );
  const doc = parseXml(xml);
  expect(textAt(doc, '/*/cbc:InvoiceTypeCode')).toBe('381');
  expect(textAt(doc, '/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe('INV-2026-000001');
  expect(textAt(doc, '/*/cac:PaymentMeans/cbc:InstructionNote')).toBe('إرجاع | Returned');
  expect(amountAt(xml, '/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(toSar(figures.total));
});

test('a partial refund is a credit note of that amount; a note without its reference is refused before signing', () => {
  const figures = correctionFigures(order, { amount: 50 });
  const xml = unsignedXml(header({ kind: 'credit-note', billingReference: 'INV-2026-000001', reason: 'Partial refund' }), figures);
  expect(amountAt(xml, '/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(50);
  expect(() => unsignedXml(header({ kind: 'debit-note', reason: 'Price rise' }), figures)).toThrow('BR-KSA-56');
  expect(() => correctionFigures(order, { lines: [{ itemId: 11, quantity: 3 }] })).toThrow('not in the order');
  expect(() => correctionFigures(order, { amount: 0 })).toThrow('above zero');
});

test('netForGross finds the exact net for every total that has one (0 to 100 SAR)', () => {
  for (let gross = 0; gross <= 10_000; gross++) {
    const net = netForGross(gross);
    const exists = [net - 2, net - 1, net, net + 1, net + 2].some((n) => n >= 0 && n + vatOn(n) === gross);
    expect(net + vatOn(net) === gross).toBe(exists);
    expect(Math.abs(net + vatOn(net) - gross)).toBeLessThanOrEqual(1);
  }
});

test('any checkout total makes a document that keeps every checked rule and asks exactly what was paid', () => {
  const line = fc.record({
    price: fc.integer({ min: 1, max: 300_000 }),
    discountPercent: fc.option(fc.integer({ min: 1, max: 99 })),
    quantity: fc.integer({ min: 1, max: 6 }),
  });
  fc.assert(
    fc.property(
      fc.array(line, { minLength: 1, maxLength: 5 }),
      fc.option(fc.integer({ min: 1, max: 100 })),
      fc.boolean(),
      fc.integer({ min: 0, max: 9000 }),
      fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      (lines, couponPercent, cod, shipping, giftWrap) => {
        const p = priceOrder({
          lines,
          coupon: couponPercent ? { isPercentage: true, value: couponPercent } : null,
          paymentMethod: cod ? 'cod' : 'card',
          codFee: 1500,
          giftWrap,
        });
        const sar = (h: number) => toSar(h);
        const o: OrderForDocument = {
          ...order,
          subtotal: sar(p.subtotal),
          discount: sar(p.discount),
          shipping: sar(shipping),
          codFee: sar(p.codFee),
          giftWrap: sar(p.giftWrap),
          total: sar(p.total + shipping),
          items: p.lines.map((l, i) => ({
            id: i + 1,
            nameAr: 'عطر',
            nameEn: 'Perfume',
            quantity: l.quantity,
            lineTotal: sar(l.lineTotal),
          })),
        };
        const xml = unsignedXml(header(), invoiceFigures(o));
        expect(brokenRules(xml)).toEqual([]);
        expect(amountAt(xml, '/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(o.total);
        expect(Math.abs(amountAt(xml, '/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount') - o.total)).toBeLessThanOrEqual(0.011);
      },
    ),
    { numRuns: 120 },
  );
});

test('the buyer’s full National Address goes into the XML (BG-8), empty parts left out', () => {
  const buyerAddress = {
    street: 'طريق الملك فهد',
    shortAddress: 'RRRD2929',
    buildingNumber: '2322',
    additionalNumber: '7788',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12211',
    country: 'SA' as const,
  };
  const xml = unsignedXml(header({ buyerAddress }), invoiceFigures(order));
  const address = nodesAt(parseXml(xml), '/*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress')[0];
  expect(
    Array.from(address.childNodes)
      .filter((n) => n.nodeType === 1)
      .map((n) => [(n as Element).localName, n.textContent]),
  ).toEqual([
    ['StreetName', 'طريق الملك فهد'],
    ['AdditionalStreetName', 'RRRD2929'],
    ['BuildingNumber', '2322'],
    ['PlotIdentification', '7788'],
    ['CitySubdivisionName', 'العليا'],
    ['CityName', 'الرياض'],
    ['PostalZone', '12211'],
    ['Country', 'SA'],
  ]);
  expect(brokenRules(xml)).toEqual([]);
  // a Gulf address without the Saudi numbers: no empty elements (BR-KSA-F-03)
  const gulf = {
    ...buyerAddress,
    shortAddress: null,
    buildingNumber: null,
    additionalNumber: null,
    district: null,
    postalCode: null,
    country: 'AE' as const,
  };
  const gulfXml = unsignedXml(header({ buyerAddress: gulf }), invoiceFigures(order));
  expect(textAt(parseXml(gulfXml), '/*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode')).toBe(
    'AE',
  );
  expect(gulfXml).not.toContain('BuildingNumber>2322</cbc:BuildingNumber><cbc:PlotIdentification');
  expect(brokenRules(gulfXml)).toEqual([]);
  // a Saudi postal code that is not 5 digits is refused before signing
  expect(() => unsignedXml(header({ buyerAddress: { ...buyerAddress, postalCode: '1221' } }), invoiceFigures(order))).toThrow(/BR-KSA-67/);
});
