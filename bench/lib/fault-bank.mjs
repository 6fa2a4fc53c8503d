import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { startNodeChild } from './child.mjs';
import { repoRoot } from './paths.mjs';

const BANK_SCRIPT = 'apps/api/dist/sandbox-bank-server.js';

/**
 * The sandbox bank as its own process on a fixed port, keeping what it charges in `ledgerFile`
 * (decision 0040): the faults bench kills it with SIGKILL and starts it again on the same port
 * and file, as a real bank comes back from an outage knowing its charges.
 */
export async function startBankProcess({ port, ledgerFile }) {
  const start = () =>
    startNodeChild({
      script: BANK_SCRIPT,
      args: [String(port), ledgerFile],
      cwd: repoRoot,
      readyPattern: /^\{"url":"([^"]+)"\}$/,
      timeoutMs: 15_000,
    });
  let started = await start();
  return {
    url: started.match[1],
    pid: () => started.child.pid,
    async kill() {
      const exited = once(started.child, 'exit');
      started.child.kill('SIGKILL');
      await exited;
    },
    async restart() {
      started = await start();
    },
  };
}

/** The bank's C2P charges, read from its ledger file: invoice numbers, each once per charge. */
export function bankCharges(ledgerFile) {
  if (!existsSync(ledgerFile)) return [];
  return readFileSync(ledgerFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
    .filter((payment) => payment.paymentMethod === 'c2p')
    .map((payment) => payment.invoiceNumber);
}

// The sandbox's merchant (apps/api/src/adapters/payments/sandbox-data.ts `sandboxSettings`), given
// to the server by bench/payments.mjs and the faults bench.
export const bankEnv = (url) => ({
  PAYMENT_GATEWAY: 'mercantil',
  MERCANTIL_BASE_URL: url,
  MERCANTIL_CLIENT_ID: 'aptovial-sandbox-c2p',
  MERCANTIL_SECRET_KEY: 'A11103402525120190822HB01',
  MERCANTIL_SEARCH_CLIENT_ID: 'aptovial-sandbox-search',
  MERCANTIL_SEARCH_SECRET_KEY: 'aptovial-sandbox-search-key',
  MERCANTIL_MERCHANT_ID: '150332',
  MERCANTIL_INTEGRATOR_ID: '31',
  MERCANTIL_TERMINAL_ID: 'abcde',
  MERCANTIL_MERCHANT_PHONE: '584241234567',
  // A silent bank is given up on after 3 s (pending); the reconciliation looks every 5 s, a
  // pending charge first a minute after its timeout (FIRST_CHECK_MS, decision 0024: no setting).
  PAYMENT_TIMEOUT_MS: '3000',
  PAYMENT_RECONCILE_SECONDS: '5',
});
