// Stand-in for Tabby's Pay-in-4 API, following docs.tabby.ai: API reference → Checkout (POST
// /api/v2/checkout: a session with `status` created | rejected, `payment`, and
// `configuration.available_products.installments[0].web_url`; background pre-scoring rejects with
// `configuration.products.installments.rejection_reason`), Payments (GET /api/v2/payments/{id},
// POST …/captures, …/refunds, …/close; statuses CREATED, AUTHORIZED, CLOSED, REJECTED,
// EXPIRED), Webhooks (POST /api/v1/webhooks with X-Merchant-Code and a header `{ title, value }`
// sent back with every notification; the body is the payment with its status in lower case),
// and Testing Guidelines → Testing Credentials (otp.success@tabby.ai / otp.rejected@tabby.ai,
// phones +966500000001 (approved) and +966500000002 (pre-scoring reject), OTP 8888).
// Authentication: `Authorization: Bearer <secret key>`.
import { randomUUID } from 'node:crypto';
import { escapeHtml, postWebhook, serve } from '../http.mjs';

export const TABBY_OTP = '8888';
/** Phones (digits only) that background pre-scoring rejects: KSA, UAE, Kuwait. */
const PRESCORING_REJECT = ['966500000002', '971500000002', '96590000002'];
/** The stand-in merchant's limits (Tabby sets them per merchant): sessions outside them are rejected with the matching reason. */
const LIMITS = { min: 1, max: 5000 };

const digits = (phone) => String(phone ?? '').replace(/\D/g, '');
const money = (v) => Number.parseFloat(String(v));
const format = (v) => money(v).toFixed(2);

/**
 * @param {{ port?: number, secretKey?: string, merchantCode?: string }} [options]
 */
export async function startTabbyStandIn(options = {}) {
  const keys = { secret: options.secretKey ?? 'sk_test_tabby_standin', merchantCode: options.merchantCode ?? 'WARD' };
  const payments = new Map();
  const sessions = new Map();
  const state = { webhooks: [], dropWebhooks: false, deliveries: [] };
  let base = '';

  const authorised = (req) => req.headers.authorization === `Bearer ${keys.secret}`;
  const unauthorised = () => ({ status: 401, json: { status: 'error', errorType: 'unauthorized', error: 'Not authorized' } });
  const badRequest = (error) => ({ status: 400, json: { status: 'error', errorType: 'bad_data', error } });
  const view = (p) => Object.fromEntries(Object.entries(p).filter(([k]) => !k.startsWith('_')));

  function notify(payment) {
    const body = { ...view(payment), status: payment.status.toLowerCase() };
    return Promise.all(
      state.webhooks.map((w) =>
        postWebhook(state.deliveries, state.dropWebhooks, w.url, { headers: { [w.header.title]: w.header.value }, body }),
      ),
    );
  }

  function setStatus(payment, status) {
    payment.status = status;
    void notify(payment);
  }

  function checkout(req) {
    if (!authorised(req)) return unauthorised();
    const { payment: p, merchant_code: merchantCode, merchant_urls: urls, lang } = req.body ?? {};
    if (merchantCode !== keys.merchantCode) return badRequest('merchant_code is not valid');
    if (!p || !/^\d+(\.\d{1,2})?$/.test(String(p.amount)) || !p.currency || !p.buyer?.phone || !p.buyer?.email)
      return badRequest('payment.amount, currency and buyer (email, phone) are required');
    if (!urls?.success || !urls?.cancel || !urls?.failure) return badRequest('merchant_urls.success, cancel and failure are required');
    const id = randomUUID();
    const payment = {
      id: randomUUID(),
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      status: 'CREATED',
      is_test: true,
      amount: format(p.amount),
      currency: p.currency,
      description: p.description ?? null,
      buyer: p.buyer,
      shipping_address: p.shipping_address ?? null,
      order: p.order ?? null,
      captures: [],
      refunds: [],
      meta: p.meta ?? null,
      _session: id,
    };
    const amount = money(p.amount);
    const reason = PRESCORING_REJECT.includes(digits(p.buyer.phone))
      ? 'not_available'
      : amount > LIMITS.max
        ? 'order_amount_too_high'
        : amount < LIMITS.min
          ? 'order_amount_too_low'
          : null;
    const session = { id, urls, lang: lang ?? 'en', paymentId: payment.id, status: reason ? 'rejected' : 'created' };
    sessions.set(id, session);
    if (!reason) payments.set(payment.id, payment);
    return {
      json: {
        id,
        status: session.status,
        payment: reason ? { ...view(payment), status: 'REJECTED' } : view(payment),
        configuration: {
          available_products: reason ? {} : { installments: [{ web_url: `${base}/hpp/${id}`, qr_code: `${base}/hpp/${id}/qr` }] },
          products: { installments: { type: 'installments', is_available: !reason, rejection_reason: reason } },
        },
        merchant_urls: urls,
      },
    };
  }

  const back = (session, which) => {
    const url = new URL(session.urls[which]);
    url.searchParams.set('payment_id', session.paymentId);
    return { status: 302, redirect: url.toString() };
  };

  const hpp = (
    session,
    payment,
    error = '',
  ) => `<!doctype html><html lang="${session.lang}" dir="${session.lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>tabby</title><style>body{font-family:system-ui,sans-serif;background:#f4f4f4;margin:0}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:16px;padding:24px}h1{background:#3bffc1;display:inline-block;padding:2px 10px;border-radius:6px}
label{display:block;margin:12px 0 4px}input{width:100%;padding:10px;font-size:16px;box-sizing:border-box}button{width:100%;padding:12px;margin-top:12px;font-size:16px;border-radius:8px;border:0;background:#111;color:#fff}
button.secondary{background:#fff;color:#111;border:1px solid #111}.error{color:#b00020}</style></head><body><main><h1>tabby</h1>
<p>Pay ${escapeHtml(payment.amount)} ${escapeHtml(payment.currency)} in 4 payments (stand-in).</p><p>${escapeHtml(payment.buyer.email)} · ${escapeHtml(payment.buyer.phone)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/hpp/${session.id}"><label for="otp">OTP (${TABBY_OTP})</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code">
<button type="submit" name="action" value="pay" id="tabby-pay">Pay with tabby</button></form>
<form method="post" action="/hpp/${session.id}"><button type="submit" class="secondary" name="action" value="cancel" id="tabby-cancel">Cancel and return to the store</button></form></main></body></html>`;

  function pay(req) {
    const session = sessions.get(req.params.id);
    const payment = session && payments.get(session.paymentId);
    if (!payment) return { status: 404, html: 'Session not found' };
    if (payment.status !== 'CREATED') return back(session, payment.status === 'AUTHORIZED' ? 'success' : 'failure');
    if (req.body?.action === 'cancel') return back(session, 'cancel');
    if (String(req.body?.otp ?? '') !== TABBY_OTP) return { status: 400, html: hpp(session, payment, 'Wrong code') };
    if (payment.buyer.email === 'otp.rejected@tabby.ai') {
      setStatus(payment, 'REJECTED');
      return back(session, 'failure');
    }
    setStatus(payment, 'AUTHORIZED');
    return back(session, 'success');
  }

  const sum = (list) => list.reduce((s, x) => s + money(x.amount), 0);
  const withPayment = (req, handler) => {
    if (!authorised(req)) return unauthorised();
    const payment = payments.get(req.params.id);
    return payment ? handler(payment) : { status: 404, json: { status: 'error', errorType: 'not_found', error: 'Payment not found' } };
  };

  function capture(payment, body) {
    if (payment.status !== 'AUTHORIZED') return badRequest(`a ${payment.status} payment cannot be captured`);
    const amount = money(body?.amount);
    if (!(amount > 0) || amount > money(payment.amount) - sum(payment.captures) + 1e-9)
      return badRequest('amount is more than is left to capture');
    payment.captures.push({
      id: randomUUID(),
      amount: format(amount),
      reference_id: body.reference_id ?? null,
      created_at: new Date().toISOString(),
    });
    if (Math.abs(sum(payment.captures) - money(payment.amount)) < 1e-9) setStatus(payment, 'CLOSED');
    else void notify(payment);
    return { json: view(payment) };
  }

  function refund(payment, body) {
    const amount = money(body?.amount);
    if (!payment.captures.length) return badRequest('only a captured payment can be refunded');
    if (!(amount > 0) || amount > sum(payment.captures) - sum(payment.refunds) + 1e-9)
      return badRequest('amount is more than was captured and not refunded');
    payment.refunds.push({
      id: randomUUID(),
      amount: format(amount),
      reason: body.reason ?? null,
      reference_id: body.reference_id ?? null,
      created_at: new Date().toISOString(),
    });
    void notify(payment);
    return { json: view(payment) };
  }

  function close(payment) {
    if (payment.status !== 'AUTHORIZED') return badRequest(`a ${payment.status} payment cannot be closed`);
    setStatus(payment, 'CLOSED');
    return { json: view(payment) };
  }

  const server = await serve(
    [
      ['POST', '/api/v2/checkout', checkout],
      ['GET', '/api/v2/payments/:id', (req) => withPayment(req, (p) => ({ json: view(p) }))],
      ['POST', '/api/v2/payments/:id/captures', (req) => withPayment(req, (p) => capture(p, req.body))],
      ['POST', '/api/v2/payments/:id/refunds', (req) => withPayment(req, (p) => refund(p, req.body))],
      ['POST', '/api/v2/payments/:id/close', (req) => withPayment(req, close)],
      [
        'POST',
        '/api/v1/webhooks',
        (req) => {
          if (!authorised(req)) return unauthorised();
          if (req.headers['x-merchant-code'] !== keys.merchantCode) return badRequest('X-Merchant-Code is not valid');
          const hook = { id: randomUUID(), url: req.body?.url, header: req.body?.header ?? { title: 'X-Tabby', value: '' }, is_test: true };
          state.webhooks.push(hook);
          return { json: hook };
        },
      ],
      [
        'GET',
        '/hpp/:id',
        (req) => {
          const session = sessions.get(req.params.id);
          const payment = session && payments.get(session.paymentId);
          return payment ? { html: hpp(session, payment) } : { status: 404, html: 'Session not found' };
        },
      ],
      ['POST', '/hpp/:id', pay],
    ],
    options.port,
  );
  base = server.url;

  return {
    url: server.url,
    keys,
    payments,
    state,
    /** notifications go to `url` with the header `title: value` (as registered through POST /api/v1/webhooks) */
    webhook(url, title, value) {
      state.webhooks = [{ id: randomUUID(), url, header: { title, value }, is_test: true }];
    },
    dropWebhooks(drop = true) {
      state.dropWebhooks = drop;
    },
    /** Tabby expires a payment nobody paid (after its session's 30 minutes) */
    expire(id) {
      const payment = payments.get(id);
      if (payment?.status === 'CREATED') setStatus(payment, 'EXPIRED');
    },
    resend(id) {
      return notify(payments.get(id));
    },
    close: server.close,
  };
}
