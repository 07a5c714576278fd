// Runs the Fatoora stand-in on its own: `node test/stand-ins/zatca/main.mjs [port]`, then start
// Ward with ZATCA_BASE_URL=http://127.0.0.1:<port> and onboard with the OTP it prints.
import { startZatcaStandIn, STANDIN_OTP } from './server.mjs';

const standIn = await startZatcaStandIn({ port: Number(process.argv[2] ?? 4010) });
console.log(`ZATCA Fatoora stand-in on ${standIn.url} (OTP ${STANDIN_OTP})`);
