import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDecimalEs } from '@aptovial/shared';
import { SANDBOX_DOLLAR_PRICE } from './adapters/exchange-rate/sandbox-rates';
import { SANDBOX_PAYMENT_KEY } from './adapters/payments/sandbox-data';
import { ConfigError, loadProcessConfig } from './config';
import { ownerOnlyNewFiles } from './data-dir';
import { closeIdleWhileClosing, drainOf } from './drain';
import { demoAccountsTable, demoUsers } from './seeds/demo-users';
import { type Started, startServer, stopServer } from './start';

// Built into apps/api/dist/server.js: migrations and the web build sit at fixed places beside it.
const here = path.dirname(fileURLToPath(import.meta.url));
const paths = {
  migrations: path.resolve(here, '../src/db/migrations'),
  firstStartScript: path.join(here, 'seed.js'),
};
const WEB_DIST = path.resolve(here, '../../web/dist');
/**
 * SIGTERM drains first (docs/decisions/0077-restarts-without-loss.md): health checks answer 503
 * until no request has come for QUIET_MS (a balancer checking every second marks the process
 * down within two or three), at most DRAIN_MS, well inside a supervisor's usual 10 s grace.
 * SIGINT (Ctrl+C at a terminal) has no balancer to wait for.
 */
const QUIET_MS = 1_000;
const DRAIN_MS = 8_000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  ownerOnlyNewFiles();
  const config = loadProcessConfig({ webDist: WEB_DIST });
  const started = await startServer(config, paths);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    started.app.log.info({ signal }, 'cerrando: se terminan las solicitudes en curso');
    const drain = signal === 'SIGTERM' ? drainOf(started.app) : undefined;
    Promise.resolve(drain?.settle({ quietMs: QUIET_MS, maxMs: DRAIN_MS }))
      .then(() => {
        closeIdleWhileClosing(started.app);
        return stopServer(started, config.dataDir);
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const { port } = started.app.server.address() as AddressInfo;
  const address = `http://localhost:${port}`;
  console.log(`\n  AptoVial está listo en ${address} (en ${seconds} s)`);
  console.log(`  Documentación de la API: ${address}/api/docs\n`);
  if (config.payments.gateway === 'sandbox') console.log(`${sandboxBanner(started)}\n`);
  if (started.demoAccounts.length > 0) {
    // Printed once, on the start that created them.
    const seeded = demoUsers.filter((demo) => started.demoAccounts.includes(demo.email));
    console.log(`${demoAccountsTable(seeded)}\n`);
    if (!config.mail.smtpUrl)
      console.log('  Sin SMTP_URL: los códigos de acceso se muestran en este registro.\n');
  }
}

/** Sandbox mode says so: no charge is real, and where the dollar price comes from (decision 0064). */
function sandboxBanner({ sandboxRates }: Started): string {
  const bank = `  Modo sandbox: el banco es local y ningún cobro es real (clave de pago ${SANDBOX_PAYMENT_KEY}).`;
  if (!sandboxRates) return bank;
  const price = formatDecimalEs(String(SANDBOX_DOLLAR_PRICE));
  return `${bank}\n  Precio del dólar: Bs. ${price}, de un servicio local con el formato de DolarApi (${sandboxRates.url}), sin salir a internet.`;
}

main().catch((error: unknown) => {
  // One clear line for configuration problems; a stack only for the unexpected.
  if (error instanceof ConfigError) console.error(`Error de configuración: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
