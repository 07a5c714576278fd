// Stand-in for Moyasar's payment API, following docs.moyasar.com: API → Payments (Create
// Payment, Payment Object, Payment Status Reference, Credit Card / Apple Pay / STC Pay sources,
// Fetch, Refund, Void, Capture), Authentication (HTTP Basic, the key as user name; the
// publishable key may only create payments), Idempotency (`given_id`), 3D Secure ("3DS in a
// Payment": `initiated` with `source.transaction_url`, then back to `callback_url` with `id`,
// `status` and `message`), Apple Pay (`/v1/applepay/initiate`), STC Pay Custom UI (OTP through
// `transaction_url?otp_value=`), Webhooks (Webhook Reference: `{ id, type, created_at,
// secret_token, account_name, live, data }`) and Testing (the published test cards, Apple Pay
// amounts, STC Pay mobiles and OTPs in test-data.mjs).
import { randomUUID } from 'node:crypto';
import { escapeHtml, luhn, postWebhook, serve } from '../http.mjs';
import { APPLE_PAY_AMOUNTS, MADA_PREFIXES, STC_PAY_MOBILES, STC_PAY_OTPS, TEST_CARDS } from './test-data.mjs';

const error = (status, type, message, errors = null) => ({ status, json: { type, message, errors } });
const notFound = () => error(404, 'record_not_found', 'Object not found');
const sar = (halalas) => `${(halalas / 100).toFixed(2)} SAR`;

/**
 * @param {{ port?: number, publishableKey?: string, secretKey?: string, webhook?: { url: string, secret: string } }} [options]
 */
export async function startMoyasarStandIn(options = {}) {
  const keys = { publishable: options.publishableKey ?? 'pk_test_standin', secret: options.secretKey ?? 'sk_test_standin' };
  const payments = new Map();
  const state = { webhook: options.webhook ?? null, dropWebhooks: false, deliveries: [], settled: new Set(), failNext: [] };
  let base = '';

  const keyOf = (req) => {
    const [scheme, value] = String(req.headers.authorization ?? '').split(' ');
    if (scheme === 'Basic' && value) return Buffer.from(value, 'base64').toString('utf8').replace(/:$/, '');
    return req.body?.publishable_api_key ?? null;
  };
  const secretOnly = (req) => keyOf(req) === keys.secret;
  const anyKey = (req) => [keys.secret, keys.publishable].includes(keyOf(req));
  const unauthorized = () => error(401, 'authentication_error', 'Invalid authorization credentials');

  function notify(payment) {
    const type = `payment_${payment.status}`;
    const body = {
      id: randomUUID(),
      type,
      created_at: new Date().toISOString(),
      secret_token: state.webhook?.secret,
      account_name: 'Ward stand-in',
      live: false,
      data: structuredClone(payment),
    };
    return postWebhook(state.deliveries, state.dropWebhooks, state.webhook?.url, { body });
  }

  function finish(payment, status, message) {
    payment.status = status;
    payment.source.message = message;
    payment.source.transaction_url = null;
    payment.updated_at = new Date().toISOString();
    void notify(payment);
  }

  function validateCard(source) {
    const errors = {};
    const number = String(source.number ?? '').replace(/\s/g, '');
    if (
      String(source.name ?? '')
        .trim()
        .split(/\s+/).length < 2
    )
      errors['source.name'] = ['must be a first and last name'];
    if (!luhn(number)) errors['source.number'] = ['is invalid'];
    const month = Number(source.month);
    let year = Number(source.year);
    if (year < 100) year += 2000;
    const now = new Date();
    if (!(month >= 1 && month <= 12)) errors['source.month'] = ['is invalid'];
    if (!year || year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
      errors['source.year'] = ['card is expired'];
    if (!/^\d{3,4}$/.test(String(source.cvc ?? ''))) errors['source.cvc'] = ['is invalid'];
    return { errors, number };
  }

  function create(req) {
    if (!anyKey(req)) return unauthorized();
    const b = req.body ?? {};
    if (b.given_id && payments.has(b.given_id)) return { status: 201, json: view(payments.get(b.given_id)) };
    if (!Number.isInteger(b.amount) || b.amount < 100)
      return error(400, 'invalid_request_error', 'Validation Failed', { amount: ['must be an integer of at least 100'] });
    const source = b.source ?? {};
    if (!['creditcard', 'applepay', 'stcpay'].includes(source.type))
      return error(400, 'invalid_request_error', 'Validation Failed', { 'source.type': ['is not supported'] });
    const id = b.given_id ?? randomUUID();
    const now = new Date().toISOString();
    const payment = {
      id,
      status: 'initiated',
      amount: b.amount,
      fee: 0,
      currency: b.currency ?? 'SAR',
      refunded: 0,
      refunded_at: null,
      captured: 0,
      captured_at: null,
      voided_at: null,
      description: b.description ?? null,
      amount_format: sar(b.amount),
      fee_format: '0.00 SAR',
      refunded_format: '0.00 SAR',
      captured_format: '0.00 SAR',
      invoice_id: null,
      ip: '127.0.0.1',
      callback_url: b.callback_url ?? null,
      created_at: now,
      updated_at: now,
      metadata: b.metadata ?? null,
      source: {
        type: source.type,
        message: null,
        transaction_url: null,
        gateway_id: `moyasar_${source.type}_${id.slice(0, 8)}`,
        reference_number: null,
      },
    };
    if (source.type === 'creditcard') {
      if (!b.callback_url) return error(400, 'invalid_request_error', 'Validation Failed', { callback_url: ["can't be blank"] });
      const { errors, number } = validateCard(source);
      if (Object.keys(errors).length) return error(400, 'invalid_request_error', 'Validation Failed', errors);
      const mada = MADA_PREFIXES.some((p) => number.startsWith(p));
      Object.assign(payment.source, {
        company: mada ? 'mada' : number.startsWith('5') ? 'master' : 'visa',
        name: source.name,
        number: `${number.slice(0, 4)}-${number.slice(4, 6)}XX-XXXX-${number.slice(-4)}`,
      });
      payment._outcome = TEST_CARDS[number] ?? ['failed', 'UNSPECIFIED FAILURE'];
      payments.set(id, payment);
      if (source['3ds'] === false) finish(payment, ...payment._outcome);
      else payment.source.transaction_url = `${base}/3ds/${id}`;
    } else if (source.type === 'applepay') {
      if (!source.token) return error(400, 'invalid_request_error', 'Validation Failed', { 'source.token': ["can't be blank"] });
      Object.assign(payment.source, { company: 'visa', name: null, number: 'XXXX-XXXX-XXXX-0000' });
      payments.set(id, payment);
      const range = APPLE_PAY_AMOUNTS.find(([from, to]) => b.amount >= from && b.amount <= to);
      finish(payment, range?.[2] ?? 'failed', range?.[3] ?? 'UNSPECIFIED FAILURE');
    } else {
      const mobile = String(source.mobile ?? '');
      if (!/^05\d{8}$/.test(mobile)) return error(400, 'invalid_request_error', 'Validation Failed', { 'source.mobile': ['is invalid'] });
      payment.source.mobile = mobile;
      payments.set(id, payment);
      if (STC_PAY_MOBILES[mobile]) finish(payment, 'failed', STC_PAY_MOBILES[mobile]);
      else payment.source.transaction_url = `${base}/stcpay/${id}/proceed`;
    }
    return { status: 201, json: view(payments.get(id)) };
  }

  const view = (p) => Object.fromEntries(Object.entries(p).filter(([k]) => !k.startsWith('_')));
  // an outage for tests: the next calls with the secret key answer 503
  const withSecret = (req, handler) => {
    if (!secretOnly(req)) return unauthorized();
    const outage = state.failNext.shift();
    return outage ? error(outage, 'api_error', 'Service unavailable (stand-in outage)') : handler();
  };
  const find = (req, handler) => {
    const p = payments.get(req.params.id);
    return p ? handler(p) : notFound();
  };

  function refund(p, amount) {
    const left = p.amount - p.refunded;
    if (!['paid', 'captured', 'refunded'].includes(p.status) || left <= 0)
      return error(400, 'invalid_request_error', 'Payment cannot be refunded');
    const value = amount ?? left;
    if (!Number.isInteger(value) || value <= 0 || value > left)
      return error(400, 'invalid_request_error', 'Validation Failed', { amount: [`must be at most ${left}`] });
    p.refunded += value;
    p.refunded_format = sar(p.refunded);
    p.refunded_at = new Date().toISOString();
    finish(p, 'refunded', p.source.message);
    return { status: 200, json: view(p) };
  }

  function voidPayment(p) {
    if (!['paid', 'authorized', 'captured'].includes(p.status) || state.settled.has(p.id))
      return error(400, 'invalid_request_error', 'Payment cannot be voided');
    p.voided_at = new Date().toISOString();
    finish(p, 'voided', p.source.message);
    return { status: 200, json: view(p) };
  }

  const acsPage = (
    p,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>3-D Secure</title><style>body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0}main{max-width:420px;margin:40px auto;background:#fff;padding:24px;border-radius:12px}
button{width:100%;padding:12px;font-size:16px;background:#1d4ed8;color:#fff;border:0;border-radius:8px}</style></head>
<body><main><h1>3-D Secure</h1><p>Moyasar test bank (stand-in): ${escapeHtml(p.amount_format)} with card ${escapeHtml(p.source.number)}.</p>
<form method="post" action="/3ds/${p.id}"><button type="submit" id="acs-submit">Complete authentication</button></form></main></body></html>`;

  const callback = (p) => {
    const url = new URL(p.callback_url);
    url.searchParams.set('id', p.id);
    url.searchParams.set('status', p.status);
    url.searchParams.set('message', p.source.message ?? '');
    return { status: 302, redirect: url.toString() };
  };

  const server = await serve(
    [
      ['POST', '/v1/payments', create],
      [
        'GET',
        '/v1/payments',
        (req) =>
          withSecret(req, () => ({
            json: { payments: [...payments.values()].map(view), meta: { current_page: 1, total_count: payments.size } },
          })),
      ],
      ['GET', '/v1/payments/:id', (req) => withSecret(req, () => find(req, (p) => ({ json: view(p) })))],
      ['POST', '/v1/payments/:id/refund', (req) => withSecret(req, () => find(req, (p) => refund(p, req.body?.amount)))],
      ['POST', '/v1/payments/:id/void', (req) => withSecret(req, () => find(req, voidPayment))],
      [
        'POST',
        '/v1/applepay/initiate',
        (req) =>
          req.body?.publishable_api_key === keys.publishable && /^https:\/\//.test(req.body?.validation_url ?? '')
            ? {
                json: {
                  epochTimestamp: Date.now(),
                  expiresAt: Date.now() + 3_600_000,
                  merchantSessionIdentifier: randomUUID(),
                  nonce: randomUUID().slice(0, 8),
                  merchantIdentifier: 'merchant.com.moyasar.standin',
                  domainName: req.body.domain_name,
                  displayName: req.body.display_name,
                  signature: 'stand-in',
                },
              }
            : error(400, 'invalid_request_error', 'Validation Failed', { validation_url: ['is invalid'] }),
      ],
      ['GET', '/3ds/:id', (req) => find(req, (p) => (p.status === 'initiated' ? { html: acsPage(p) } : callback(p)))],
      [
        'POST',
        '/3ds/:id',
        (req) =>
          find(req, (p) => {
            if (p.status === 'initiated') finish(p, ...p._outcome);
            return callback(p);
          }),
      ],
      ...['GET', 'POST'].map((method) => [
        method,
        '/stcpay/:id/proceed',
        (req) =>
          find(req, (p) => {
            if (p.status !== 'initiated') return { json: view(p) };
            const otp = String(req.query.otp_value ?? req.body?.otp_value ?? '');
            const [status, message] = STC_PAY_OTPS[otp] ?? ['failed', 'Invalid OTP'];
            finish(p, status, message);
            return { json: view(p) };
          }),
      ]),
    ],
    options.port,
  );
  base = server.url;

  return {
    url: server.url,
    keys,
    payments,
    state,
    /** webhooks go to `url` with `secret` as their secret_token */
    webhook(url, secret) {
      state.webhook = { url, secret };
    },
    /** true: no webhook is sent (recorded as dropped) — reconciliation must settle every payment */
    dropWebhooks(drop = true) {
      state.dropWebhooks = drop;
    },
    /** the payment is settled in the merchant's account: it can no longer be voided, only refunded */
    settle(id) {
      state.settled.add(id);
    },
    /** the next `n` calls with the secret key answer `status` (Moyasar down) */
    failNext(n = 1, status = 503) {
      for (let i = 0; i < n; i++) state.failNext.push(status);
    },
    /** sends a payment's webhook again (a duplicate or late notification) */
    resend(id) {
      return notify(payments.get(id));
    },
    close: server.close,
  };
}
