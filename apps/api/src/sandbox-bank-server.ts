/**
 * `node apps/api/dist/sandbox-bank-server.js [port] [ledger file]`: the sandbox bank on its own,
 * for a server run with PAYMENT_GATEWAY=mercantil and the sandbox's merchant (sandbox-data.ts,
 * README "Sandbox bank"), as the payments bench does. It prints one JSON line with its URL, then
 * serves until stopped. With a ledger file, every payment it holds is appended there (one JSON
 * line, before the answer leaves) and read back at start: killed and restarted on that file, it
 * still knows what it charged, as a real bank after an outage (the faults bench, decision 0040).
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { type SandboxPayment, startSandboxBank } from './adapters/payments/sandbox-bank';

const port = Number(process.argv[2] ?? 0);
const ledgerFile = process.argv[3];
if (!Number.isInteger(port) || port < 0) {
  throw new Error('uso: sandbox-bank-server.js [puerto] [archivo de pagos]');
}
const kept: SandboxPayment[] =
  ledgerFile && existsSync(ledgerFile)
    ? readFileSync(ledgerFile, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as SandboxPayment)
    : [];
const bank = await startSandboxBank({
  port,
  kept,
  // Synchronous: a payment the bank answered for is on disk, whenever the process is killed.
  onHold: ledgerFile
    ? (payment) => appendFileSync(ledgerFile, `${JSON.stringify(payment)}\n`)
    : undefined,
});
console.log(JSON.stringify({ url: bank.url }));
// The bank's server does not hold the process open (it is unref'd for the app): this does.
const alive = setInterval(() => {}, 60_000);
const stop = () => {
  clearInterval(alive);
  void bank.close();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
