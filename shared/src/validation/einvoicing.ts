import { z } from 'zod';
import { money, text } from './rules.js';

/** ZATCA's Fatoora environments: developer portal (sandbox), simulation, core (production). */
export const ZATCA_ENVIRONMENTS = ['developer-portal', 'simulation', 'core'] as const;
export type ZatcaEnvironment = (typeof ZATCA_ENVIRONMENTS)[number];

/** Step 1 of onboarding: what the EGS unit's certificate request says beyond the seller settings. */
export const zatcaCsrSchema = z.strictObject({
  environment: z.enum(ZATCA_ENVIRONMENTS, { error: 'zatca.environment' }),
  /** unique name of this EGS unit (shown in ZATCA's portal) */
  commonName: text(3, 64),
  /** branch name (or a VAT group member's 10-digit TIN) */
  organizationUnit: text(2, 64),
  industry: text(2, 64),
  /** short National Address, or the shop's web address */
  location: text(3, 127),
});
export type ZatcaCsrInput = z.infer<typeof zatcaCsrSchema>;

/** Step 2: the one-time code from the Fatoora portal. */
export const zatcaOtpSchema = z.strictObject({
  otp: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.otp' }),
});

/** A credit note against an invoiced order: an amount (partial refund), returned lines, or everything. */
export const creditNoteRequestSchema = z.union([
  z.strictObject({ amount: money(), reason: text(3, 300) }),
  z.strictObject({
    lines: z
      .array(z.strictObject({ itemId: z.number().int().positive(), quantity: z.number().int().min(1) }))
      .min(1)
      .max(200),
    reason: text(3, 300),
  }),
  z.strictObject({ whole: z.literal(true), reason: text(3, 300) }),
]);
export type CreditNoteRequest = z.infer<typeof creditNoteRequestSchema>;

/** Days before a CSID expires when the back office starts warning. */
export const ZATCA_EXPIRY_WARNING_DAYS = 30;
/** A simplified document still unreported this long after issue shows as an alert (ZATCA's limit is 24 hours). */
export const ZATCA_UNREPORTED_ALERT_HOURS = 12;

export type ZatcaUnitStatus = 'csr-ready' | 'compliance' | 'compliance-passed' | 'active' | 'retired';

export interface ZatcaComplianceCheckDto {
  kind: 'invoice' | 'credit-note' | 'debit-note';
  passed: boolean;
  messages: string[];
  at: string;
}

/** `GET /api/admin/zatca`: the onboarding screen's state; never a key or a secret. */
export interface ZatcaOnboardingDto {
  sellerComplete: boolean;
  /** the unit being onboarded, if any */
  onboarding: {
    id: number;
    environment: ZatcaEnvironment;
    status: ZatcaUnitStatus;
    commonName: string;
    serialNumber: string;
    organizationUnit: string;
    industry: string;
    location: string;
    csr: string;
    complianceChecks: ZatcaComplianceCheckDto[];
  } | null;
  /** the unit that signs and reports */
  active: {
    id: number;
    environment: ZatcaEnvironment;
    commonName: string;
    serialNumber: string;
    activatedAt: string | null;
    certificateExpiresAt: string | null;
    daysToExpiry: number | null;
    expiryWarning: boolean;
    lastIcv: number;
  } | null;
}

/**
 * A tax document's way to ZATCA: due → signed (ICV, PIH, XML) → reported (maybe with warnings) or
 * rejected; `phase-1`: a credit note issued before onboarding (numbered and printable, never sent).
 */
export type ZatcaDocumentStatus = 'pending' | 'signed' | 'reported' | 'reported-with-warnings' | 'rejected' | 'phase-1';

/** A credit note issued against an order's invoice: what the order pages list and link to its print. */
export interface CreditNoteSummaryDto {
  id: string;
  /** CN-000001 before ZATCA onboarding; CN-<unit>-<ICV> once signed */
  number: string;
  issuedAt: string;
  /** SAR, VAT included */
  total: number;
}

/** `GET /api/admin/orders/{id}/zatca-documents`: an order's documents and ZATCA's answers. */
export interface ZatcaDocumentDto {
  id: string;
  kind: 'invoice' | 'credit-note' | 'debit-note';
  status: ZatcaDocumentStatus;
  number: string | null;
  icv: number | null;
  uuid: string | null;
  issuedAt: string | null;
  total: number | null;
  reason: string | null;
  billingReference: string | null;
  /** ZATCA's errors and warnings */
  messages: { type: string; code: string; message: string }[];
  lastError: string | null;
  reportAttempts: number;
  reportedAt: string | null;
  createdAt: string;
  hasXml: boolean;
}

/** The dashboard's e-invoicing alert. */
export interface ZatcaAlertDto {
  active: boolean;
  /** simplified documents not reported 12 hours after they were due */
  overdue: number;
  rejected: number;
  certificateExpiresInDays: number | null;
}
