// A small HTTP server for the payment stand-ins: routes with `:params`, JSON or form bodies,
// CORS for the browser (Moyasar's API is called from the shopper's browser), and webhook posts.
import { createServer } from 'node:http';

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
export { escapeHtml };

/** `routes`: [method, '/v1/payments/:id', handler(req) → { status, json } | { status, html } | { status, redirect }] */
export async function serve(routes, port = 0) {
  const compiled = routes.map(([method, pattern, handler]) => {
    const names = [];
    const regex = new RegExp(`^${pattern.replace(/:(\w+)/g, (_, n) => (names.push(n), '([^/]+)'))}$`);
    return { method, regex, names, handler };
  });
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
      };
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
      const text = Buffer.concat(chunks).toString('utf8');
      let body = {};
      try {
        if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
          body = Object.fromEntries(new URLSearchParams(text));
        else body = text ? JSON.parse(text) : {};
      } catch {
        return res
          .writeHead(400, { ...cors, 'content-type': 'application/json' })
          .end(JSON.stringify({ type: 'invalid_request_error', message: 'body is not JSON' }));
      }
      const route = compiled.find((r) => r.method === req.method && r.regex.test(url.pathname));
      let answer = { status: 404, json: { type: 'record_not_found', message: 'Object not found' } };
      if (route) {
        const match = route.regex.exec(url.pathname);
        const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(match[i + 1])]));
        try {
          answer = await route.handler({ params, query: Object.fromEntries(url.searchParams), body, headers: req.headers });
        } catch (error) {
          answer = { status: 500, json: { message: String(error?.message ?? error) } };
        }
      }
      if (answer.redirect) return res.writeHead(answer.status ?? 302, { ...cors, location: answer.redirect }).end();
      if (answer.html !== undefined)
        return res.writeHead(answer.status ?? 200, { ...cors, 'content-type': 'text/html; charset=utf-8' }).end(answer.html);
      res.writeHead(answer.status ?? 200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(answer.json ?? {}));
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Posts a webhook as a provider would; records what happened (dropped, delivered, refused). */
export async function postWebhook(deliveries, drop, url, { headers = {}, body }) {
  const record = { url, body, headers, status: null, dropped: drop };
  deliveries.push(record);
  if (drop || !url) return record;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    record.status = response.status;
  } catch (error) {
    record.status = 0;
    record.error = String(error?.message ?? error);
  }
  return record;
}

/** Luhn check of a card number (digits only). */
export function luhn(digits) {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
