import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

const json = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
};
const failure = (res, errorCode, message) => json(res, 200, { success: false, message, errorCode, data: {} });

/** Reads the request's parameters: the documented form body, JSON, or the query string (Unifonic accepts all three). */
function parameters(req, body) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const type = String(req.headers['content-type'] ?? '');
  const fromBody = type.includes('application/json')
    ? Object.entries(JSON.parse(body || '{}')).map(([k, v]) => [k, String(v)])
    : [...new URLSearchParams(body)];
  return Object.fromEntries([...url.searchParams, ...fromBody]);
}

export async function startUnifonicStandIn(options = {}) {
  const appSid = options.appSid ?? `stand-in-${randomUUID()}`;
  const senders = new Set(options.senders ?? ['Ward']);
  const state = { messages: [], requests: [], failNext: 0 };
  let nextMessageId = 42000348806924;
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      state.requests.push({ method: req.method, path: url.pathname });
      if (req.method !== 'POST' || url.pathname !== '/rest/SMS/messages') return json(res, 404, { success: false, message: 'Not found' });
      if (state.failNext > 0) {
        state.failNext -= 1;
        return json(res, 503, { success: false, message: 'Service unavailable', errorCode: 'ER-503', data: {} });
      }
      let p;
      try {
        p = parameters(req, body);
      } catch {
        return failure(res, 'ER-01', 'Malformed request');
      }
      if (p.AppSid !== appSid) return failure(res, 'ER-01', 'Invalid AppSid');
      if (p.SenderID && !senders.has(p.SenderID)) return failure(res, 'ER-07', 'Sender ID is not registered');
      if (!/^\d+$/.test(p.Recipient ?? '')) return failure(res, 'ER-03', 'Recipient must be digits in international format without 00 or +');
      if (p.Recipient.length < 10) return failure(res, 'ER-04', 'Dest num is too short');
      if (!p.Body) return failure(res, 'ER-05', 'Body is required');
      const message = {
        MessageID: nextMessageId++,
        CorrelationID: p.CorrelationID ?? '',
        Status: 'Sent',
        NumberOfUnits: Math.ceil([...p.Body].length / 70),
        Cost: 0,
        Balance: 0,
        Recipient: p.Recipient,
        TimeCreated: new Date().toISOString().replace('T', ' ').replace('Z', ''),
        CurrencyCode: 'SAR',
      };
      state.messages.push({ ...message, SenderID: p.SenderID ?? 'default', Body: p.Body });
      return json(res, 200, { success: true, message: '', errorCode: 'ER-00', data: message });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    appSid,
    messages: state.messages,
    requests: state.requests,
    failNextRequests(n) {
      state.failNext = n;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
