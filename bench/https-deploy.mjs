// `npm run bench:https` (decision 0076): the shipped nginx site (deploy/nginx/aptovial.conf,
// rendered for a temporary folder and spare ports) over a test CA made on the spot, in front of
// two built API processes on a throwaway PostgreSQL database and Redis; then Debian's Chromium
// signs in, issues a certificate, opens its printout and verifies its QR over https, and requests
// from other loopback addresses show which address the limits count. Needs nginx, openssl,
// redis-cli and, for a real trust of the CA, certutil (apt-get install -y nginx
// libnss3-tools libnginx-mod-http-brotli-static); `npm run build` first. Prints what passed.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BROTLI_MODULE } from '../deploy/render-nginx.mjs';
import { ensureApiBuilt } from './lib/build.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { checkAddresses, checkFailover, checkServing } from './lib/https-checks.mjs';
import { issueAndVerify } from './lib/https-journey.mjs';
import { dropRedisKeys } from './lib/https-probe.mjs';
import { startHttpsStack, throwawayDatabase, WEB_DIST } from './lib/https-stack.mjs';
import { loadJourneyHelpers } from './lib/journey-helpers.mjs';
import { assertNginx } from './lib/nginx.mjs';
import { makeTestCertificates, spkiHash, trustInNss } from './lib/test-ca.mjs';

const HOST = 'aptovial.test';
const ADMIN_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const startedAt = performance.now();
const results = [];
/** One line of the report; a failed check fails the run at the end, after the others ran. */
function record(name, ok, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

async function main() {
  console.log(assertNginx());
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  ensureApiBuilt();
  const brotli = existsSync(BROTLI_MODULE);
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aptovial-https-'));
  const prefix = `https-deploy-${runId}:`;
  const cleanup = [() => rm(dir, { recursive: true, force: true })];
  try {
    const tls = await makeTestCertificates(dir, HOST);
    const ca = readFileSync(tls.ca);
    const helpers = await loadJourneyHelpers();
    const smtp = await helpers.startSmtpCapture();
    cleanup.push(() => smtp.close());
    const database = await throwawayDatabase(ADMIN_URL, `aptovial_https_${runId}`);
    cleanup.push(() => database.drop());
    cleanup.push(() => dropRedisKeys(REDIS_URL, prefix));
    const stack = await startHttpsStack({
      dir,
      host: HOST,
      tls,
      brotli,
      env: {
        DATABASE_URL: database.url,
        REDIS_URL,
        REDIS_PREFIX: prefix,
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'warn',
        FX_REFRESH: 'false',
      },
    });
    cleanup.push(() => stack.stop());
    console.log(
      `nginx ${stack.publicUrl} (http ${stack.httpPort}) -> API ${stack.apiPorts.join(', ')}; ` +
        `brotli_static ${brotli ? 'on' : 'off (module not installed)'}`,
    );
    const target = { port: stack.httpsPort, host: HOST, ca };
    await checkServing({ ...target, httpPort: stack.httpPort, record });

    // Chromium reads the NSS database of $HOME: a fresh one trusting the test CA alone.
    const home = path.join(dir, 'home');
    const nss = trustInNss(home, tls.ca);
    const trust = nss ? [] : [`--ignore-certificate-errors-spki-list=${spkiHash(tls.certificate)}`];
    record(
      'browser trust',
      true,
      nss ? `test CA in ${nss} (certutil)` : 'server key pinned (no certutil)',
    );
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`, ...trust],
      env: { ...process.env, HOME: home },
    });
    cleanup.push(() => browser.close());
    const journeyStart = performance.now();
    await issueAndVerify({ browser, helpers, smtp, baseUrl: stack.publicUrl, record });
    record('journey', true, `${((performance.now() - journeyStart) / 1000).toFixed(1)} s`);
    await checkAddresses({ ...target, redisUrl: REDIS_URL, prefix, record });
    await checkFailover({ ...target, stack, record });
  } finally {
    for (const step of cleanup.reverse())
      await Promise.resolve()
        .then(step)
        .catch(() => undefined);
  }
}

main().then(
  () => {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    const failed = results.filter((result) => !result.ok);
    console.log(
      `\n${results.length - failed.length}/${results.length} checks passed in ${seconds} s`,
    );
    process.exit(failed.length === 0 ? 0 : 1);
  },
  (error) => {
    console.error(`\nbench failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
