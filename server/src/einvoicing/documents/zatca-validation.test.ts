import { signDocument } from '../crypto/signer.js';
import { verifyDocument } from '../crypto/verifier.js';
import { brokenRules } from '../xml/business-rules.js';
import { nodesAt, parseXml, textAt } from '../xml/namespaces.js';
import { validateWithZatca } from '../../testing/zatca-validation.js';
import { unsignedXml } from './compose.js';
import { correctionFigures, invoiceFigures, PAYMENT_MEANS, type OrderForDocument } from './from-order.js';
import { dubaiAddress, exportOrder, header, identity, order, promotedOrder } from '../../testing/einvoice-documents.js';

/** Issue 37: what ZATCA's own validator (its SDK's XSD and Schematron rules) says of Ward's documents. */
test('a line names its options (BT-153) and its SKU (BT-155); ZATCA’s own XSD and rules accept the invoice and a credit note', async () => {
  const label = (ar: string, en: string) => [{ code: 'size', name: { ar: 'الحجم', en: 'Size' }, value: { ar, en } }];
  const bought: OrderForDocument = {
    ...order,
    items: [
      { ...order.items[0], sku: 'OUD-CAM-T', optionLabels: label('تولة', 'One tola') },
      { ...order.items[1], sku: 'MAMOUL-80', optionLabels: label('علبة 80 غرام', '80 g box') },
    ],
  };
  const key = identity();
  const invoice = signDocument(unsignedXml(header(), invoiceFigures(bought)), key, new Date());
  const note = signDocument(
    unsignedXml(
      header({
        kind: 'credit-note',
        number: 'CN-1-000002',
        uuid: '6b1a3c2e-2f0e-4c1f-9a55-5d7e0f0b9c11',
        icv: 2,
        previousHash: invoice.hash,
        billingReference: 'INV-2026-000001',
        reason: 'إرجاع | Returned',
      }),
      correctionFigures(bought, { lines: [{ itemId: 11, quantity: 1 }] }),
    ),
    key,
    new Date(),
  );
  const items = (xml: string) =>
    nodesAt(parseXml(xml), '/*/cac:InvoiceLine/cac:Item').map((n) => [
      textAt(n, 'cbc:Name'),
      textAt(n, 'cac:SellersItemIdentification/cbc:ID'),
    ]);
  expect(items(invoice.xml)).toEqual([
    ['عود كمبودي — تولة | Cambodian oud — One tola', 'OUD-CAM-T'],
    ['بخور معمول — علبة 80 غرام | Mamoul incense — 80 g box', 'MAMOUL-80'],
  ]);
  expect(items(note.xml)).toEqual([['عود كمبودي — تولة | Cambodian oud — One tola', 'OUD-CAM-T']]);
  for (const xml of [invoice.xml, note.xml]) {
    expect(brokenRules(xml)).toEqual([]);
    expect(verifyDocument(xml).problems).toEqual([]);
  }
  const rows = await validateWithZatca({ '1-invoice.xml': invoice.xml, '2-credit-note.xml': note.xml });
  expect(rows.map((r) => r.document).sort()).toEqual(['1-invoice.xml', '2-credit-note.xml']);
  for (const row of rows) expect([row.xsd, row.cen, row.ksa].map((cell) => cell.split(' ')[0])).toEqual(['PASS', 'PASS', 'PASS']);
}, 120_000);

/** Issue 28: promotions as allowances (one each, before the coupon's) keep ZATCA's rules, on the invoice and a return's credit note. */
test('ZATCA’s own XSD and rules accept an invoice with promotions and the credit note of a returned unit', async () => {
  const key = identity();
  const invoice = signDocument(unsignedXml(header({ number: 'INV-2026-000003' }), invoiceFigures(promotedOrder)), key, new Date());
  const note = signDocument(
    unsignedXml(
      header({
        kind: 'credit-note',
        number: 'CN-1-000004',
        uuid: '0d1e6f3a-8c2b-4f5e-9a7d-3b2c1e0f4a55',
        icv: 2,
        previousHash: invoice.hash,
        billingReference: 'INV-2026-000003',
        reason: 'إرجاع | Returned',
      }),
      correctionFigures(promotedOrder, { lines: [{ itemId: 21, quantity: 1 }] }),
    ),
    key,
    new Date(),
  );
  const rows = await validateWithZatca({ '1-invoice.xml': invoice.xml, '2-credit-note.xml': note.xml });
  expect(rows.map((r) => r.document).sort()).toEqual(['1-invoice.xml', '2-credit-note.xml']);
  for (const row of rows) expect([row.xsd, row.cen, row.ksa].map((cell) => cell.split(' ')[0])).toEqual(['PASS', 'PASS', 'PASS']);
}, 120_000);

/** Issue 32: an export is zero-rated (Z, VATEX-SA-32 "Export of goods"): ZATCA's own rules accept its invoice and a return's credit note. */
test('ZATCA’s own XSD and rules accept a zero-rated export invoice and its credit note', async () => {
  const key = identity();
  const buyer = { buyerName: exportOrder.customerName, buyerAddress: dubaiAddress };
  const invoice = signDocument(unsignedXml(header({ number: 'INV-2026-000005', ...buyer }), invoiceFigures(exportOrder)), key, new Date());
  const note = signDocument(
    unsignedXml(
      header({
        kind: 'credit-note',
        number: 'CN-1-000006',
        uuid: '5e2b7c1d-4a3f-4b8e-9c6d-1f0a2b3c4d5e',
        icv: 2,
        previousHash: invoice.hash,
        billingReference: 'INV-2026-000005',
        reason: 'إرجاع | Returned',
        ...buyer,
      }),
      correctionFigures(exportOrder, { lines: [{ itemId: 31, quantity: 1 }] }),
    ),
    key,
    new Date(),
  );
  for (const xml of [invoice.xml, note.xml]) {
    const doc = parseXml(xml);
    const breakdown = '/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory';
    expect([textAt(doc, `${breakdown}/cbc:ID`), textAt(doc, `${breakdown}/cbc:Percent`)]).toEqual(['Z', '0.00']);
    expect(textAt(doc, `${breakdown}/cbc:TaxExemptionReasonCode`)).toBe('VATEX-SA-32');
    expect(textAt(doc, `${breakdown}/cbc:TaxExemptionReason`)).toBe('Export of goods');
    expect(textAt(doc, '/*/cac:TaxTotal[1]/cbc:TaxAmount')).toBe('0.00');
    expect(nodesAt(doc, '//cac:ClassifiedTaxCategory/cbc:ID').map((n) => n.textContent)).toEqual(
      nodesAt(doc, '/*/cac:InvoiceLine').map(() => 'Z'),
    );
    expect(brokenRules(xml)).toEqual([]);
  }
  // what the shopper paid is the document's total, without any VAT
  expect(textAt(parseXml(invoice.xml), '/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('337.29');
  expect(textAt(parseXml(invoice.xml), '/*/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount')).toBe('337.29');
  const rows = await validateWithZatca({ '1-invoice.xml': invoice.xml, '2-credit-note.xml': note.xml });
  expect(rows.map((r) => r.document).sort()).toEqual(['1-invoice.xml', '2-credit-note.xml']);
  for (const row of rows) expect([row.xsd, row.cen, row.ksa].map((cell) => cell.split(' ')[0])).toEqual(['PASS', 'PASS', 'PASS']);
}, 120_000);

/** Issue 31: an order paid partly by store credit carries it as a second payment means; one it paid whole, as its only one. */
test('ZATCA’s own XSD and rules accept invoices paid partly and wholly by store credit, and the credit note of one', async () => {
  const key = identity();
  const card = { paymentMeansCode: PAYMENT_MEANS.card, storeCreditMeansCode: PAYMENT_MEANS.storeCredit };
  const part = signDocument(unsignedXml(header({ number: 'INV-2026-000005', ...card }), invoiceFigures(order)), key, new Date());
  const whole = signDocument(
    unsignedXml(
      header({
        number: 'INV-2026-000006',
        uuid: '9a2f1c3e-5b7d-4e8f-a1c2-3d4e5f6a7b8c',
        icv: 2,
        previousHash: part.hash,
        paymentMeansCode: PAYMENT_MEANS.storeCredit,
      }),
      invoiceFigures({ ...order, paymentMethod: 'storeCredit', codFee: 0 }),
    ),
    key,
    new Date(),
  );
  const note = signDocument(
    unsignedXml(
      header({
        kind: 'credit-note',
        number: 'CN-1-000007',
        uuid: '2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d',
        icv: 3,
        previousHash: whole.hash,
        billingReference: 'INV-2026-000005',
        reason: 'إرجاع | Returned',
        ...card,
      }),
      correctionFigures(order, { lines: [{ itemId: 11, quantity: 1 }] }),
    ),
    key,
    new Date(),
  );
  const means = (xml: string) => nodesAt(parseXml(xml), '/*/cac:PaymentMeans').map((n) => textAt(n, 'cbc:PaymentMeansCode'));
  expect(means(part.xml)).toEqual(['48', '97']);
  expect(means(whole.xml)).toEqual(['97']);
  expect(means(note.xml)).toEqual(['48', '97']);
  for (const xml of [part.xml, whole.xml, note.xml]) expect(brokenRules(xml)).toEqual([]);
  const rows = await validateWithZatca({ '1-part.xml': part.xml, '2-whole.xml': whole.xml, '3-credit-note.xml': note.xml });
  expect(rows).toHaveLength(3);
  for (const row of rows)
    expect([row.document, ...[row.xsd, row.cen, row.ksa].map((cell) => cell.split(' ')[0])]).toEqual([
      row.document,
      'PASS',
      'PASS',
      'PASS',
    ]);
}, 120_000);
