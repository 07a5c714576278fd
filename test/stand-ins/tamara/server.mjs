// Stand-in for Tamara's online checkout API, following docs.tamara.co: Direct integration → Quick
// Start (Bearer API token; sandbox host), Check payment options availability (POST
// /checkout/payment-options-pre-check), Create Checkout Session (POST /checkout → order_id,
// checkout_id, checkout_url, status new), Online Order Status Flow (new → approved → authorised →
// fully/partially_captured → partially/fully_refunded; declined, expired, canceled, updated),
// Authorise Order (POST /orders/{order_id}/authorise, after the approved notification), Get
// Order Details (GET /orders/{order_id}), Capture (POST /payments/capture with shipping_info),
// Simplified Refund (POST /payments/simplified-refund/{order_id}), Cancel Order (POST
// /orders/{order_id}/cancel, partial for an authorised order), Webhook Registration →
// Notification Handling (POST to merchant_url.notification with the JWT, HS256 signed with the
// notification token, as `tamaraToken` query parameter and `Authorization: Bearer`; body
// `{ order_id, order_reference_id, order_number, event_type, data }`) and the Testing Guide
// (phone 544337866 succeeds, 526422337 is declined). "If an order is not Captured within 21 days
// from when it is Authorised, Tamara will auto-capture that order": `autoCapture` does it.
import { randomUUID } from 'node:crypto';
import { postWebhook, serve } from '../http.mjs';
import { checkoutPage } from './page.mjs';
import { tamaraToken } from './token.mjs';

export { tamaraToken };

/** The Testing Guide's declined phone number (KSA, 9 digits after +966). */
const DECLINED_PHONE = '526422337';
/** The stand-in merchant's limits (Tamara sets them per merchant). */
const LIMITS = { min: 1, max: 10000 };

const local = (phone) =>
  String(phone ?? '')
    .replace(/\D/g, '')
    .replace(/^(?:966|00966|0)/, '');
const sar = (amount) => ({ amount: Math.round(amount * 100) / 100, currency: 'SAR' });
/**
 * @param {{ port?: number, apiToken?: string, notificationToken?: string }} [options]
 */
export async function startTamaraStandIn(options = {}) {
  const keys = {
    api: options.apiToken ?? 'tamara_sandbox_api_token',
    notification: options.notificationToken ?? 'tamara_sandbox_notification_token',
  };
  const orders = new Map();
  const byCheckout = new Map();
  // a webhook registered in the partner portal (Webhook Registration) wins over merchant_url.notification
  const state = { dropWebhooks: false, deliveries: [], webhook: null };

  const authorised = (req) => req.headers.authorization === `Bearer ${keys.api}`;
  const unauthorised = () => ({ status: 401, json: { message: 'Unauthorized', errors: [{ error_code: 'unauthorized' }] } });
  const bad = (message, code = 'invalid_request') => ({ status: 400, json: { message, errors: [{ error_code: code }] } });
  const view = (o) => Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith('_')));

  function notify(order, eventType) {
    const token = tamaraToken(keys.notification);
    const target = state.webhook ?? order._urls.notification;
    const url = target ? `${target}${target.includes('?') ? '&' : '?'}tamaraToken=${token}` : null;
    const body = {
      order_id: order.order_id,
      order_reference_id: order.order_reference_id,
      order_number: order.order_number,
      event_type: eventType,
      data: {},
    };
    return postWebhook(state.deliveries, state.dropWebhooks, url, { headers: { authorization: `Bearer ${token}` }, body });
  }

  function setStatus(order, status, event) {
    order.status = status;
    if (event) void notify(order, event);
  }

  function precheck(req) {
    if (!authorised(req)) return unauthorised();
    const amount = Number(req.body?.order_value?.amount);
    const ok =
      local(req.body?.phone_number) !== DECLINED_PHONE && amount >= LIMITS.min && amount <= LIMITS.max && req.body?.country === 'SA';
    return {
      json: {
        has_available_payment_options: ok,
        single_checkout_enabled: true,
        available_payment_labels: ok
          ? [
              {
                payment_type: 'PAY_BY_INSTALMENTS',
                instalment: 4,
                description_en: 'Split in 4, interest-free',
                description_ar: 'قسّمها على 4 بدون فوائد',
              },
            ]
          : [],
      },
    };
  }

  function checkout(req) {
    if (!authorised(req)) return unauthorised();
    const b = req.body ?? {};
    if (
      !b.order_reference_id ||
      !b.total_amount?.amount ||
      !b.consumer?.phone_number ||
      !Array.isArray(b.items) ||
      !b.merchant_url?.success
    )
      return bad('order_reference_id, total_amount, consumer.phone_number, items and merchant_url are required');
    const order = {
      order_id: randomUUID(),
      order_reference_id: b.order_reference_id,
      order_number: b.order_number ?? b.order_reference_id,
      status: 'new',
      payment_type: b.payment_type ?? 'PAY_BY_INSTALMENTS',
      instalments: b.instalments ?? 4,
      total_amount: sar(Number(b.total_amount.amount)),
      captured_amount: sar(0),
      refunded_amount: sar(0),
      canceled_amount: sar(0),
      consumer: b.consumer,
      items: b.items,
      shipping_address: b.shipping_address ?? null,
      tax_amount: b.tax_amount ?? null,
      shipping_amount: b.shipping_amount ?? null,
      captures: [],
      refunds: [],
      _checkout: randomUUID(),
      _urls: b.merchant_url,
      _locale: b.locale ?? 'en_US',
    };
    orders.set(order.order_id, order);
    byCheckout.set(order._checkout, order);
    return {
      json: {
        order_id: order.order_id,
        checkout_id: order._checkout,
        checkout_url: `${base}/checkout/c/${order._checkout}`,
        status: 'new',
      },
    };
  }

  const back = (order, which, paymentStatus) => {
    const url = new URL(order._urls[which]);
    url.searchParams.set('orderId', order.order_id);
    url.searchParams.set('paymentStatus', paymentStatus);
    return { status: 302, redirect: url.toString() };
  };

  function submit(req) {
    const order = byCheckout.get(req.params.id);
    if (!order) return { status: 404, html: 'Checkout not found' };
    if (order.status !== 'new') return back(order, order.status === 'declined' ? 'failure' : 'success', order.status);
    if (req.body?.action === 'cancel') {
      setStatus(order, 'canceled', 'order_canceled');
      return back(order, 'cancel', 'canceled');
    }
    if (local(order.consumer.phone_number) === DECLINED_PHONE) {
      setStatus(order, 'declined', 'order_declined');
      return back(order, 'failure', 'declined');
    }
    setStatus(order, 'approved', 'order_approved');
    return back(order, 'success', 'approved');
  }

  const withOrder = (req, id, handler) => {
    if (!authorised(req)) return unauthorised();
    const order = orders.get(id);
    return order ? handler(order) : { status: 404, json: { message: 'Order not found', errors: [{ error_code: 'order_not_found' }] } };
  };
  const left = (o) => o.total_amount.amount - o.captured_amount.amount - o.canceled_amount.amount;

  function capture(order, body) {
    if (!['authorised', 'partially_captured', 'updated'].includes(order.status))
      return bad(`a ${order.status} order cannot be captured`, 'order_not_capturable');
    const amount = Number(body?.total_amount?.amount);
    if (!(amount > 0) || amount > left(order) + 1e-9) return bad('total_amount is more than is left to capture', 'invalid_amount');
    const id = randomUUID();
    order.captures.push({ capture_id: id, amount: sar(amount), shipping_info: body.shipping_info ?? null });
    order.captured_amount = sar(order.captured_amount.amount + amount);
    setStatus(order, left(order) < 1e-9 ? 'fully_captured' : 'partially_captured', 'order_captured');
    return { json: { capture_id: id, order_id: order.order_id, status: order.status, captured_amount: order.captured_amount } };
  }

  function refund(order, body) {
    const amount = Number(body?.total_amount?.amount);
    const refundable = order.captured_amount.amount - order.refunded_amount.amount;
    if (!order.captures.length) return bad('only a captured order can be refunded', 'order_not_refundable');
    if (!(amount > 0) || amount > refundable + 1e-9)
      return bad('total_amount is more than was captured and not refunded', 'invalid_amount');
    const id = randomUUID();
    order.refunds.push({
      refund_id: id,
      amount: sar(amount),
      comment: body.comment ?? null,
      merchant_refund_id: body.merchant_refund_id ?? null,
    });
    order.refunded_amount = sar(order.refunded_amount.amount + amount);
    setStatus(
      order,
      Math.abs(order.refunded_amount.amount - order.total_amount.amount) < 1e-9 ? 'fully_refunded' : 'partially_refunded',
      'order_refunded',
    );
    return {
      json: {
        order_id: order.order_id,
        refund_id: id,
        capture_id: order.captures[0].capture_id,
        comment: body.comment ?? null,
        status: order.status,
        refunded_amount: order.refunded_amount,
      },
    };
  }

  function cancel(order, body) {
    if (!['authorised', 'updated', 'approved'].includes(order.status))
      return bad(`a ${order.status} order cannot be canceled`, 'order_not_cancelable');
    const amount = Number(body?.total_amount?.amount);
    if (!(amount > 0) || amount > left(order) + 1e-9) return bad('total_amount is more than is left', 'invalid_amount');
    order.canceled_amount = sar(order.canceled_amount.amount + amount);
    setStatus(order, left(order) < 1e-9 ? 'canceled' : 'updated', 'order_canceled');
    return { json: { cancel_id: randomUUID(), order_id: order.order_id, status: order.status, canceled_amount: order.canceled_amount } };
  }

  const server = await serve(
    [
      ['POST', '/checkout/payment-options-pre-check', precheck],
      ['POST', '/checkout', checkout],
      [
        'GET',
        '/checkout/c/:id',
        (req) =>
          byCheckout.has(req.params.id)
            ? { html: checkoutPage(byCheckout.get(req.params.id)) }
            : { status: 404, html: 'Checkout not found' },
      ],
      ['POST', '/checkout/c/:id', submit],
      ['GET', '/orders/:id', (req) => withOrder(req, req.params.id, (o) => ({ json: view(o) }))],
      [
        'POST',
        '/orders/:id/authorise',
        (req) =>
          withOrder(req, req.params.id, (o) => {
            if (o.status === 'authorised')
              return {
                json: {
                  order_id: o.order_id,
                  status: 'authorised',
                  payment_type: o.payment_type,
                  auto_captured: false,
                  authorized_amount: o.total_amount,
                },
              };
            if (o.status !== 'approved') return bad(`a ${o.status} order cannot be authorised`, 'order_not_approved');
            setStatus(o, 'authorised', 'order_authorised');
            return {
              json: {
                order_id: o.order_id,
                status: 'authorised',
                order_expiry_time: new Date(Date.now() + 21 * 86_400_000).toISOString(),
                payment_type: o.payment_type,
                auto_captured: false,
                authorized_amount: o.total_amount,
              },
            };
          }),
      ],
      ['POST', '/orders/:id/cancel', (req) => withOrder(req, req.params.id, (o) => cancel(o, req.body))],
      ['POST', '/payments/capture', (req) => withOrder(req, req.body?.order_id, (o) => capture(o, req.body))],
      ['POST', '/payments/simplified-refund/:id', (req) => withOrder(req, req.params.id, (o) => refund(o, req.body))],
    ],
    options.port,
  );
  const base = server.url;

  return {
    url: server.url,
    keys,
    orders,
    state,
    /** notifications go to `url` (as registered in Tamara's partner portal) */
    webhook(url) {
      state.webhook = url;
    },
    dropWebhooks(drop = true) {
      state.dropWebhooks = drop;
    },
    /** 21 days after authorisation Tamara captures what is left by itself */
    autoCapture(id) {
      const order = orders.get(id);
      return capture(order, { total_amount: sar(left(order)) });
    },
    resend(id, eventType) {
      return notify(orders.get(id), eventType);
    },
    close: server.close,
  };
}
