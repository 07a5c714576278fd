// The Fatoora endpoints Ward calls, as ZATCA's developer portal documents them (API v2):
// POST /compliance (OTP header, { csr }), /compliance/invoices and /production/csids (Basic
// authentication with the compliance CSID), /invoices/reporting/single (Basic authentication
// with the production CSID, Clearance-Status: 0). Answers follow the documented shapes.
import { randomBytes, randomInt } from 'node:crypto';
import { checkChain, checkSubmission } from './checks.mjs';

export const STANDIN_OTP = '123456';
const COMPLIANCE_TYPES = ['388', '381', '383'];
const info = {
  type: 'INFO',
  code: 'XSD_ZATCA_VALID',
  category: 'XSD validation',
  message: 'Complied with UBL 2.1 standards in line with ZATCA specifications',
  status: 'PASS',
};
const results = (errors, warnings = []) => ({
  validationResults: {
    infoMessages: errors.length ? [] : [info],
    warningMessages: warnings,
    errorMessages: errors,
    status: errors.length ? 'ERROR' : warnings.length ? 'WARNING' : 'PASS',
  },
});
const refusal = (code, message) => ({ errors: [{ code, message }] });

/**
 * @param {{ ca: { issue(csr: string, o?: object): string }, notAfter: () => Date, state: object }} ctx
 * @returns {Record<string, (req: import('node:http').IncomingMessage, body: any) => [number, object]>}
 */
/** The CSIDs the stand-in issued: certificate token → secret, kind, compliance request and checks passed. */
function csidRegistry(ca, notAfter) {
  const csids = new Map();
  return {
    issue(csr, kind) {
      const token = Buffer.from(ca.issue(csr, { notAfter: notAfter() })).toString('base64');
      const secret = randomBytes(24).toString('base64');
      const requestId = String(randomInt(1e12, 9e12));
      csids.set(token, { secret, kind, requestId, csr, passed: new Set() });
      return { requestID: requestId, dispositionMessage: 'ISSUED', binarySecurityToken: token, secret, errors: null };
    },
    /** the CSID of a Basic authorization header, if it is of this kind and its secret matches */
    authorised(req, kind) {
      const [scheme, value] = String(req.headers.authorization ?? '').split(' ');
      if (scheme !== 'Basic' || !value) return null;
      const decoded = Buffer.from(value, 'base64').toString('utf8');
      const at = decoded.lastIndexOf(':');
      const csid = csids.get(decoded.slice(0, at));
      return csid && csid.secret === decoded.slice(at + 1) && csid.kind === kind ? csid : null;
    },
  };
}

export function fatooraRoutes({ ca, notAfter, state }) {
  const { issue, authorised } = csidRegistry(ca, notAfter);
  const chains = new Map(); // EGS public key -> { icv, hash } of the last document received
  const reported = new Set(); // UUIDs reported

  function report(body) {
    if (reported.has(body?.uuid)) {
      state.reports.push({ uuid: body.uuid, icv: undefined, status: 409, errors: [] });
      return [409, { message: 'Invoice was already reported' }];
    }
    const { errors, doc } = checkSubmission(body);
    if (doc) errors.push(...checkChain(chains.get(doc.publicKey), doc));
    const forced = state.rejectCodes.get(body?.uuid);
    if (forced)
      errors.push({ type: 'ERROR', code: forced, category: 'stand-in', message: `rejected by the stand-in (${forced})`, status: 'ERROR' });
    if (doc && !errors.some((e) => e.code === 'ICV_ORDER' || e.code === 'PIH_INVALID'))
      chains.set(doc.publicKey, { icv: doc.icv, hash: doc.hash });
    const status = errors.length ? 400 : 200;
    if (status === 200) reported.add(body.uuid);
    state.reports.push({ uuid: body?.uuid, icv: doc?.icv, status, errors });
    return [status, { ...results(errors), reportingStatus: errors.length ? 'NOT_REPORTED' : 'REPORTED' }];
  }

  return {
    '/compliance': (req, body) => {
      if (req.headers.otp !== STANDIN_OTP) return [400, refusal('Invalid-OTP', 'The provided OTP is invalid')];
      if (!body?.csr) return [400, refusal('Missing-CSR', 'CSR is required')];
      try {
        return [200, issue(Buffer.from(body.csr, 'base64').toString('utf8'), 'compliance')];
      } catch {
        return [400, refusal('Invalid-CSR', 'The CSR is not a valid PKCS#10 request')];
      }
    },
    '/compliance/invoices': (req, body) => {
      const csid = authorised(req, 'compliance');
      if (!csid) return [401, { message: 'Unauthorized' }];
      const { errors, doc } = checkSubmission(body);
      state.complianceChecks.push({ type: doc?.type, errors });
      if (errors.length) return [400, { ...results(errors), reportingStatus: 'NOT_REPORTED' }];
      if (doc.subtype.startsWith('02')) csid.passed.add(doc.type);
      return [200, { ...results([]), reportingStatus: 'REPORTED', clearanceStatus: null }];
    },
    '/production/csids': (req, body) => {
      const csid = authorised(req, 'compliance');
      if (!csid) return [401, { message: 'Unauthorized' }];
      if (String(body?.compliance_request_id) !== csid.requestId)
        return [400, refusal('Invalid-Request-ID', 'compliance_request_id does not belong to this CSID')];
      const missing = COMPLIANCE_TYPES.filter((t) => !csid.passed.has(t));
      if (missing.length) return [400, refusal('Compliance-Not-Passed', `compliance checks missing for ${missing.join(', ')}`)];
      return [200, issue(csid.csr, 'production')];
    },
    '/invoices/reporting/single': (req, body) => {
      if (!authorised(req, 'production')) return [401, { message: 'Unauthorized' }];
      if (req.headers['clearance-status'] !== '0') return [400, { message: 'Clearance-Status must be 0 for simplified documents' }];
      return report(body);
    },
  };
}
