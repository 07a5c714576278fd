import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

/** The namespaces of ZATCA's UBL 2.1 documents and their XAdES signature (XML standard §12). */
export const NS = {
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sig: 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
  sac: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
  sbc: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
} as const;

export const select = xpath.useNamespaces(NS);

export class InvalidXmlError extends Error {}

/** Parses XML text; any well-formedness error (xmldom only warns by default) is thrown. */
export function parseXml(text: string): Document {
  const fail = (level: string) => (msg: string) => {
    throw new InvalidXmlError(`${level}: ${msg}`);
  };
  const parser = new DOMParser({ onError: (level, msg) => fail(level)(msg) });
  const doc = parser.parseFromString(text, 'text/xml') as unknown as Document;
  if (!doc?.documentElement) throw new InvalidXmlError('no root element');
  return doc;
}

/** The text of the first node the XPath finds, or '' when none. */
export function textAt(node: Node, path: string): string {
  // XPath's string() always yields a string
  return select(`string(${path})`, node) as string;
}

export function nodesAt(node: Node, path: string): Element[] {
  return select(path, node) as unknown as Element[];
}

/** Escapes text for an XML element or a double-quoted attribute. */
export function xmlText(value: string | number): string {
  return String(value).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}
