import type { CsidCredentials, CsidResponse, DocumentSubmission, ReportOutcome, ValidationResults } from './fatoora-types.js';

export class FatooraError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 30_000;

/**
 * The Fatoora API as ZATCA's developer portal documents it (v2): compliance CSID by OTP,
 * compliance checks, production CSID, single reporting of simplified documents. Basic
 * authentication is the binarySecurityToken and its secret (security standard §5).
 */
export class FatooraClient {
  constructor(private readonly baseUrl: string) {}

  private async post(path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; json: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Version': 'V2',
          'Accept-Language': 'en',
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
    } catch (e) {
      throw new FatooraError(`Fatoora unreachable: ${(e as Error).message}`, null);
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { message: text.slice(0, 500) };
    }
    return { status: response.status, json };
  }

  private static basic(c: CsidCredentials) {
    return { Authorization: `Basic ${Buffer.from(`${c.binarySecurityToken}:${c.secret}`).toString('base64')}` };
  }

  private static csid(status: number, json: unknown): CsidResponse {
    const j = json as Partial<CsidResponse> | null;
    if (status !== 200 || !j?.binarySecurityToken || !j.secret)
      throw new FatooraError(messageOf(json) ?? `Fatoora answered ${status}`, status, json);
    return {
      requestID: String(j.requestID),
      dispositionMessage: String(j.dispositionMessage ?? ''),
      binarySecurityToken: j.binarySecurityToken,
      secret: j.secret,
    };
  }

  /** POST /compliance: the CSR (base64 of its PEM) with the portal's one-time code. */
  async complianceCsid(csrPem: string, otp: string): Promise<CsidResponse> {
    const { status, json } = await this.post('/compliance', { csr: Buffer.from(csrPem).toString('base64') }, { OTP: otp });
    return FatooraClient.csid(status, json);
  }

  /** POST /compliance/invoices: one sample document checked with the compliance CSID. */
  async complianceCheck(credentials: CsidCredentials, doc: DocumentSubmission): Promise<ReportOutcome> {
    return this.submit('/compliance/invoices', doc, FatooraClient.basic(credentials));
  }

  /** POST /production/csids: after the checks passed, the CSID documents are reported with. */
  async productionCsid(compliance: CsidCredentials, complianceRequestId: string): Promise<CsidResponse> {
    const { status, json } = await this.post(
      '/production/csids',
      { compliance_request_id: complianceRequestId },
      FatooraClient.basic(compliance),
    );
    return FatooraClient.csid(status, json);
  }

  /** POST /invoices/reporting/single with Clearance-Status 0 (simplified documents are reported, not cleared). */
  async report(production: CsidCredentials, doc: DocumentSubmission): Promise<ReportOutcome> {
    return this.submit('/invoices/reporting/single', doc, { ...FatooraClient.basic(production), 'Clearance-Status': '0' });
  }

  private async submit(path: string, doc: DocumentSubmission, headers: Record<string, string>): Promise<ReportOutcome> {
    try {
      return outcome(await this.post(path, doc, headers));
    } catch (e) {
      if (e instanceof FatooraError) return { kind: 'retry', reason: e.message };
      throw e;
    }
  }
}

function messageOf(json: unknown): string | null {
  const j = json as { message?: string; errors?: { message?: string }[] | string[] } | null;
  const first = Array.isArray(j?.errors) ? j.errors[0] : null;
  return j?.message ?? (typeof first === 'string' ? first : (first?.message ?? null));
}

/** 200 reported, 202 reported with warnings, 400 rejected with ZATCA's messages, 409 already reported. */
function outcome({ status, json }: { status: number; json: unknown }): ReportOutcome {
  const results = (json as { validationResults?: ValidationResults } | null)?.validationResults;
  const warnings = results?.warningMessages ?? [];
  if (status === 200 || status === 202) return { kind: 'reported', warnings };
  if (status === 409)
    return {
      kind: 'reported',
      warnings: [
        {
          type: 'WARNING',
          code: 'ALREADY_REPORTED',
          category: 'duplicate',
          message: messageOf(json) ?? 'already reported',
          status: 'WARNING',
        },
      ],
    };
  if (status === 400)
    return {
      kind: 'rejected',
      errors: results?.errorMessages ?? [
        { type: 'ERROR', code: 'BAD_REQUEST', category: 'request', message: messageOf(json) ?? 'rejected', status: 'ERROR' },
      ],
      warnings,
    };
  if (status === 401 || status === 403) return { kind: 'unauthorized', reason: messageOf(json) ?? `Fatoora answered ${status}` };
  return { kind: 'retry', reason: `Fatoora answered ${status}` };
}
