/**
 * `node apps/api/dist/sandbox-bank-server.js [port]`: the sandbox bank on its own, for a server run with
 * PAYMENT_GATEWAY=mercantil and the sandbox's merchant (sandbox-data.ts, README "Sandbox bank"),
 * as the payments bench does. It prints one JSON line with its URL, then serves until stopped.
 */
import { startSandboxBank } from './adapters/payments/sandbox-bank';

const port = Number(process.argv[2] ?? 0);
if (!Number.isInteger(port) || port < 0) throw new Error('uso: sandbox-bank-server.js [puerto]');
const bank = await startSandboxBank({ port });
console.log(JSON.stringify({ url: bank.url }));
// The bank's server does not hold the process open (it is unref'd for the app): this does.
const alive = setInterval(() => {}, 60_000);
const stop = () => {
  clearInterval(alive);
  void bank.close();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
