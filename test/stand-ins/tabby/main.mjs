// Runs the Tabby stand-in on its own: `node test/stand-ins/tabby/main.mjs [port]`, then start Ward with
// TABBY_BASE_URL=http://127.0.0.1:<port> and the keys it prints; register the webhook as docs/payments.md shows.
import { startTabbyStandIn, TABBY_OTP } from './server.mjs';

const standIn = await startTabbyStandIn({ port: Number(process.argv[2] ?? 4021) });
console.log(
  `Tabby stand-in on ${standIn.url}: TABBY_SECRET_KEY=${standIn.keys.secret} TABBY_MERCHANT_CODE=${standIn.keys.merchantCode} (OTP ${TABBY_OTP}; otp.success@tabby.ai, +966500000001 approves, +966500000002 is rejected before checkout)`,
);
