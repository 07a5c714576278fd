// Tamara's hosted checkout page (stand-in): the sandbox shows the verification code on the page (Testing Guide).
import { escapeHtml } from '../http.mjs';

export function checkoutPage(order) {
  const ar = order._locale.startsWith('ar');
  return `<!doctype html><html lang="${ar ? 'ar' : 'en'}" dir="${ar ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>tamara</title><style>body{font-family:system-ui,sans-serif;margin:0;background:linear-gradient(135deg,#f8b5a0,#d7a5e8,#9ec8f2)}main{max-width:420px;margin:32px auto;background:#fff;border-radius:16px;padding:24px}
button{width:100%;padding:12px;margin-top:12px;font-size:16px;border-radius:8px;border:0;background:#1c1c1c;color:#fff}button.secondary{background:#fff;color:#1c1c1c;border:1px solid #1c1c1c}</style></head>
<body><main><h1>tamara</h1><p>${escapeHtml(order.total_amount.amount.toFixed(2))} SAR in ${order.instalments} payments (stand-in). ${escapeHtml(order.consumer.phone_number)}</p>
<p>Sandbox: the verification code is shown here: <strong>0000</strong></p>
<form method="post" action="/checkout/c/${order._checkout}"><button type="submit" name="action" value="pay" id="tamara-pay">Pay the first instalment</button></form>
<form method="post" action="/checkout/c/${order._checkout}"><button type="submit" class="secondary" name="action" value="cancel" id="tamara-cancel">Cancel and go back</button></form></main></body></html>`;
}
