import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

/**
 * A stand-in for the WhatsApp Business Cloud API, for what Ward uses of it:
 *   - `POST /{version}/{phone-number-id}/messages` with `Authorization: Bearer <token>` and a
 *     template message `{ messaging_product: "whatsapp", to, type: "template", template: { name,
 *     language: { code }, components: [{ type: "body", parameters: [{ type: "text", text }] }] } }`,
 *     answered `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid.…" }] }`;
 *     errors as the Graph API answers them: `{ error: { message, type, code, error_data, fbtrace_id } }`
 *     (190 bad token (401), 100 bad parameter, 132001 unknown template or language, 131000 outage (500)).
 *   - status webhooks posted back to the shop as Meta posts them: `{ object: "whatsapp_business_account",
 *     entry: [{ id, changes: [{ field: "messages", value: { messaging_product, metadata, statuses: [...] } }] }] }`
 *     signed `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the body with the app secret>`.
 * Documentation:
 *   - https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages
 *   - https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates
 *   - https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples
 *   - https://developers.facebook.com/docs/graph-api/webhooks/getting-started (signature, verification)
 *   - https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes
 * Messages live in memory; `failNextRequests(n)` answers the next n sends with HTTP 500 (131000).
 */
const DEFAULT_TEMPLATES = [
  'ward_order_placed',
  'ward_order_paid',
  'ward_order_shipped',
  'ward_order_delivered',
  'ward_back_in_stock',
  'ward_cart_reminder',
];

const json = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
};
const graphError = (res, status, code, message, details) =>
  json(res, status, {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: randomUUID(),
    },
  });

export async function startWhatsAppStandIn(options = {}) {
  const accessToken = options.accessToken ?? `EAAG${randomBytes(24).toString('hex')}`;
  const phoneNumberId = options.phoneNumberId ?? '106540352242922';
  const appSecret = options.appSecret ?? randomBytes(16).toString('hex');
  const templates = new Set(options.templates ?? DEFAULT_TEMPLATES);
  const state = { messages: [], requests: [], failNext: 0 };

  function send(req, res, body, pathPhoneId) {
    if (req.headers.authorization !== `Bearer ${accessToken}`)
      return graphError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (pathPhoneId !== phoneNumberId) return graphError(res, 400, 100, 'Unsupported post request. Object does not exist');
    if (state.failNext > 0) {
      state.failNext -= 1;
      return graphError(res, 500, 131000, 'Something went wrong');
    }
    let p;
    try {
      p = JSON.parse(body || '{}');
    } catch {
      return graphError(res, 400, 100, 'Invalid parameter', 'Malformed JSON');
    }
    if (p.messaging_product !== 'whatsapp') return graphError(res, 400, 100, 'Invalid parameter', 'messaging_product must be whatsapp');
    if (!/^\d{8,15}$/.test(String(p.to ?? '')))
      return graphError(res, 400, 100, 'Invalid parameter', 'to must be a phone number in international format');
    if (p.type !== 'template' || !p.template?.name) return graphError(res, 400, 100, 'Invalid parameter', 'a template message is expected');
    const language = p.template.language?.code;
    if (!templates.has(p.template.name) || !['ar', 'en'].includes(language))
      return graphError(
        res,
        404,
        132001,
        'Template name does not exist in the translation',
        `template name (${p.template.name}) does not exist in ${language}`,
      );
    const body_ = (p.template.components ?? []).find((c) => c.type === 'body');
    const parameters = (body_?.parameters ?? []).map((x) => (x.type === 'text' ? x.text : null));
    if (parameters.some((x) => typeof x !== 'string' || !x))
      return graphError(res, 400, 131008, 'Required parameter is missing', 'body parameters must be non-empty text');
    const id = `wamid.${Buffer.from(randomUUID()).toString('base64url')}`;
    state.messages.push({ id, to: p.to, name: p.template.name, language, parameters });
    return json(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: p.to, wa_id: p.to }],
      messages: [{ id, message_status: 'accepted' }],
    });
  }

  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      state.requests.push({ method: req.method, path: url.pathname });
      const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(url.pathname);
      if (req.method === 'POST' && match) return send(req, res, body, decodeURIComponent(match[1]));
      return graphError(res, 404, 803, 'Unknown path components');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  /** Meta's status webhook for these messages, signed with the app secret (or another, to forge one). */
  async function postStatuses(webhookUrl, statuses, signWith = appSecret) {
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
                statuses: statuses.map((s) => ({
                  id: s.id,
                  status: s.status,
                  timestamp: String(Math.floor((s.at ?? Date.now()) / 1000)),
                  recipient_id: state.messages.find((m) => m.id === s.id)?.to ?? '966500000000',
                  ...(s.errors ? { errors: s.errors } : {}),
                })),
              },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', signWith).update(payload).digest('hex')}`;
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body: payload,
    });
    return { status: res.status, body: await res.text() };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    accessToken,
    phoneNumberId,
    appSecret,
    messages: state.messages,
    requests: state.requests,
    failNextRequests(n) {
      state.failNext = n;
    },
    postStatuses,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
