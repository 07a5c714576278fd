// Runs the Tamara stand-in on its own: `node test/stand-ins/tamara/main.mjs [port]`, then start Ward with
// TAMARA_BASE_URL=http://127.0.0.1:<port> and the tokens it prints.
import { startTamaraStandIn } from './server.mjs';

const standIn = await startTamaraStandIn({ port: Number(process.argv[2] ?? 4022) });
console.log(
  `Tamara stand-in on ${standIn.url}: TAMARA_API_TOKEN=${standIn.keys.api} TAMARA_NOTIFICATION_TOKEN=${standIn.keys.notification} (phone 526422337 is declined)`,
);
