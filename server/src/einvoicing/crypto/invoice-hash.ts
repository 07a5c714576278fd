import { createHash } from 'node:crypto';
import { C14nCanonicalization } from 'xml-crypto';
import { nodesAt, parseXml } from '../xml/namespaces.js';

/**
 * The invoice hash of the security standard (§2.3.3 and §3; XML standard BR-KSA-26): drop
 * `ext:UBLExtensions`, `cac:Signature` and the QR `cac:AdditionalDocumentReference`, canonicalise
 * what is left (C14N 1.1), SHA-256. The text nodes around the dropped elements stay, exactly as
 * the XPath transforms leave them.
 *
 * xml-crypto implements C14N 1.0; C14N 1.1 differs only in how it inherits `xml:id`, `xml:base`
 * and `xml:space` into a document subset. The whole root element is canonicalised here, so
 * there is nothing to inherit and both give the same bytes (the ZATCA samples prove it).
 */
export function invoiceHash(xml: string): Buffer {
  const doc = parseXml(xml);
  const excluded = [
    ...nodesAt(doc, '//ext:UBLExtensions'),
    ...nodesAt(doc, '//cac:Signature'),
    ...nodesAt(doc, "//cac:AdditionalDocumentReference[cbc:ID='QR']"),
  ];
  for (const node of excluded) node.parentNode!.removeChild(node);
  const canonical = new C14nCanonicalization().process(doc.documentElement, {});
  return createHash('sha256').update(canonical, 'utf8').digest();
}

/** PIH of the first document of an EGS unit: base64 of the hex SHA-256 of "0" (BR-KSA-26). */
export const FIRST_PREVIOUS_HASH = Buffer.from(createHash('sha256').update('0').digest('hex')).toString('base64');
