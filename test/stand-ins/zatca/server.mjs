// Stand-in for ZATCA's Fatoora API v2, following the endpoints of ZATCA's developer portal
// ("Fatoora" API documentation: POST /compliance, /compliance/invoices, /production/csids,
// /invoices/reporting/single) and the security standard §5 (Basic authentication with the
// binarySecurityToken and its secret). It issues certificates from a test CA, checks hash,
// signature, ICV and PIH order, and can be told to fail (outage, rejection) for tests.
import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import { createTestCa } from './ca.mjs';
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

/**
 * @param {{ port?: number, certificateDays?: number }} [options]
 */
export async function startZatcaStandIn(options = {}) {
  const ca = createTestCa();
  const csids = new Map(); // token -> { secret, kind, requestId, csr, passed:Set }
  const chains = new Map(); // public key -> { icv, hash }
  const seen = new Map(); // uuid -> { status, body }
  const state = { reports: [], complianceChecks: [], failNext: [], rejectCodes: new Map(), requests: 0 };
  const notAfter = () => new Date(Date.now() + (options.certificateDays ?? 365) * 86_400_000);

  function issue(csr, kind, requestId) {
    const token = Buffer.from(ca.issue(csr, { notAfter: notAfter() })).toString('base64');
    const secret = randomBytes(24).toString('base64');
    csids.set(token, { secret, kind, requestId, csr, passed: new Set() });
    return {
      requestID: requestId,
      dispositionMessage: 'ISSUED',
      binarySecurityToken: token,
      secret,
      errors: null,
      tokenType: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
    };
  }

  function authorised(req, kind) {
    const [scheme, value] = String(req.headers.authorization ?? '').split(' ');
    if (scheme !== 'Basic' || !value) return null;
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const at = decoded.lastIndexOf(':');
    const csid = csids.get(decoded.slice(0, at));
    return csid && csid.secret === decoded.slice(at + 1) && csid.kind === kind ? csid : null;
  }

  const routes = {
    '/compliance': (req, body) => {
      if (req.headers.otp !== STANDIN_OTP) return [400, { errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }] }];
      if (!body?.csr) return [400, { errors: [{ code: 'Missing-CSR', message: 'CSR is required' }] }];
      try {
        return [200, issue(Buffer.from(body.csr, 'base64').toString('utf8'), 'compliance', String(randomInt(1e12, 9e12)))];
      } catch {
        return [400, { errors: [{ code: 'Invalid-CSR', message: 'The CSR is not a valid PKCS#10 request' }] }];
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
        return [400, { errors: [{ code: 'Invalid-Request-ID', message: 'compliance_request_id does not belong to this CSID' }] }];
      const missing = COMPLIANCE_TYPES.filter((t) => !csid.passed.has(t));
      if (missing.length)
        return [400, { errors: [{ code: 'Compliance-Not-Passed', message: `compliance checks missing for ${missing.join(', ')}` }] }];
      return [200, issue(csid.csr, 'production', String(randomInt(1e12, 9e12)))];
    },
    '/invoices/reporting/single': (req, body) => {
      if (!authorised(req, 'production')) return [401, { message: 'Unauthorized' }];
      if (req.headers['clearance-status'] !== '0') return [400, { message: 'Clearance-Status must be 0 for simplified documents' }];
      if (seen.has(body?.uuid)) {
        state.reports.push({ uuid: body.uuid, icv: undefined, status: 409, errors: [] });
        return [409, { message: 'Invoice was already reported' }];
      }
      const { errors, doc } = checkSubmission(body);
      if (doc) errors.push(...checkChain(chains.get(doc.publicKey), doc));
      const forced = state.rejectCodes.get(body?.uuid);
      if (forced)
        errors.push({
          type: 'ERROR',
          code: forced,
          category: 'stand-in',
          message: `rejected by the stand-in (${forced})`,
          status: 'ERROR',
        });
      if (doc && !errors.some((e) => e.code === 'ICV_ORDER' || e.code === 'PIH_INVALID'))
        chains.set(doc.publicKey, { icv: doc.icv, hash: doc.hash });
      const status = errors.length ? 400 : 200;
      const answer = { ...results(errors), reportingStatus: errors.length ? 'NOT_REPORTED' : 'REPORTED' };
      if (status === 200) seen.set(body.uuid, { status, answer });
      state.reports.push({ uuid: body?.uuid, icv: doc?.icv, status, errors });
      return [status, answer];
    },
  };

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      state.requests++;
      const path = (req.url ?? '').split('?')[0];
      const handler = routes[path];
      let status = 404;
      let answer = { message: 'Not found' };
      const forcedFailure = path === '/invoices/reporting/single' ? state.failNext.shift() : undefined;
      if (forcedFailure) [status, answer] = [forcedFailure, { message: 'Service unavailable (stand-in outage)' }];
      else if (handler && req.method === 'POST') {
        let body = null;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
        } catch {
          [status, answer] = [400, { message: 'body is not JSON' }];
        }
        if (status !== 400) [status, answer] = handler(req, body);
      }
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    /** the next n reporting calls answer `status` (503: ZATCA down) */
    failReporting(n, status = 503) {
      for (let i = 0; i < n; i++) state.failNext.push(status);
    },
    /** the document with this UUID is rejected with this error code */
    reject(uuid, code = 'BR-KSA-STANDIN') {
      state.rejectCodes.set(uuid, code);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
