// Stand-in for ZATCA's Fatoora API v2 (endpoints in routes.mjs, after ZATCA's developer portal
// documentation; Basic authentication per the security standard §5). It issues certificates
// from a test CA, checks hash, signature, ICV and PIH order, and can be told to fail (an
// outage, a rejection) for tests. `node test/stand-ins/zatca/main.mjs` runs it alone.
import { createServer } from 'node:http';
import { createTestCa } from './ca.mjs';
import { fatooraRoutes, STANDIN_OTP } from './routes.mjs';

export { STANDIN_OTP };

function readJson(req) {
  return new Promise((resolve) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve({ body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') });
      } catch {
        resolve({ invalid: true });
      }
    });
  });
}

/** @param {{ port?: number, certificateDays?: number }} [options] */
export async function startZatcaStandIn(options = {}) {
  const state = { reports: [], complianceChecks: [], failNext: [], rejectCodes: new Map(), requests: 0 };
  const notAfter = () => new Date(Date.now() + (options.certificateDays ?? 365) * 86_400_000);
  const routes = fatooraRoutes({ ca: createTestCa(), notAfter, state });

  const server = createServer(async (req, res) => {
    const { body, invalid } = await readJson(req);
    state.requests++;
    const path = (req.url ?? '').split('?')[0];
    const handler = req.method === 'POST' ? routes[path] : undefined;
    const outage = path === '/invoices/reporting/single' ? state.failNext.shift() : undefined;
    let [status, answer] = [404, { message: 'Not found' }];
    if (outage) [status, answer] = [outage, { message: 'Service unavailable (stand-in outage)' }];
    else if (handler && invalid) [status, answer] = [400, { message: 'body is not JSON' }];
    else if (handler) [status, answer] = handler(req, body);
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
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
