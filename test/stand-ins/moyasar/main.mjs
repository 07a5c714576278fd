// Runs the Moyasar stand-in on its own: `node test/stand-ins/moyasar/main.mjs [port] [webhook-url] [webhook-secret]`,
// then start Ward with MOYASAR_BASE_URL=http://127.0.0.1:<port> and the keys it prints (docs/payments.md).
import { startMoyasarStandIn } from './server.mjs';

const [port = '4020', webhookUrl, webhookSecret = 'whsec_standin_moyasar'] = process.argv.slice(2);
const standIn = await startMoyasarStandIn({ port: Number(port) });
if (webhookUrl) standIn.webhook(webhookUrl, webhookSecret);
console.log(
  `Moyasar stand-in on ${standIn.url}: MOYASAR_PUBLISHABLE_KEY=${standIn.keys.publishable} MOYASAR_SECRET_KEY=${standIn.keys.secret}${webhookUrl ? ` MOYASAR_WEBHOOK_SECRET=${webhookSecret}` : ''}`,
);
