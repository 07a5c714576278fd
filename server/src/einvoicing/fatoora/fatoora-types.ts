/** Shapes of ZATCA's Fatoora API v2 (developer portal "Fatoora" API documentation: compliance, production CSIDs, reporting). */

/** A CSID as the API hands it out: the certificate (base64 of its base64 DER) and its secret. */
export interface CsidCredentials {
  binarySecurityToken: string;
  secret: string;
}

export interface CsidResponse extends CsidCredentials {
  requestID: string;
  dispositionMessage: string;
}

export interface ValidationMessage {
  type: string;
  code: string;
  category: string;
  message: string;
  status: string;
}

export interface ValidationResults {
  infoMessages: ValidationMessage[];
  warningMessages: ValidationMessage[];
  errorMessages: ValidationMessage[];
  /** 'PASS', 'WARNING' or 'ERROR' (other values are passed on as they come) */
  status: string;
}

/** What Ward sends for a compliance check or a report. */
export interface DocumentSubmission {
  /** base64 SHA-256 invoice hash */
  invoiceHash: string;
  uuid: string;
  /** base64 of the signed XML bytes */
  invoice: string;
}

/** Outcome of submitting one simplified document. */
export type ReportOutcome =
  | { kind: 'reported'; warnings: ValidationMessage[] }
  | { kind: 'rejected'; errors: ValidationMessage[]; warnings: ValidationMessage[] }
  /** ZATCA could not be reached or answered 429/5xx: try again later */
  | { kind: 'retry'; reason: string }
  /** the credentials were refused (401/403): nothing will pass until the CSID is fixed */
  | { kind: 'unauthorized'; reason: string };

/** The certificate text (base64 DER) inside a binarySecurityToken. */
export const certificateOf = (token: string) => Buffer.from(token, 'base64').toString('utf8');
