import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, todayInCaracas } from '@aptovial/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxSettings } from './adapters/payments/sandbox-data';
import { commissions } from './db/schema/index';
import { startServer, stopServer, withSandboxRates } from './start';
import { testConfig } from './test/config';
import { MIGRATIONS_FOLDER } from './test/database';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

// Both configured rate services sit on a closed local port (test/config.ts): the network is off.
const withRefresh = () => ({ ...testConfig().exchangeRate, refresh: true });

describe('a fresh demo in sandbox mode (decision 0064)', () => {
  it('prices a payment on its first start with no network and no manual step', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'aptovial-sandbox-'));
    roots.push(root);
    const config = testConfig({
      dataDir: path.join(root, 'data'),
      databaseUrl: undefined,
      port: 0,
      host: '127.0.0.1',
      demoData: true,
      exchangeRate: withRefresh(),
    });
    expect(config.payments.gateway).toBe('sandbox');
    const started = await startServer(config, { migrations: MIGRATIONS_FOLDER });
    try {
      const { sandboxRates } = started;
      expect(sandboxRates?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const address = started.app.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening');
      const amountUrl = `http://127.0.0.1:${address.port}${apiPaths.certifieldAmount}`;
      // The refresher's first read is not awaited at start-up: asked until it has landed.
      await expect.poll(async () => (await fetch(amountUrl)).status, { timeout: 30_000 }).toBe(200);
      const { data } = (await (await fetch(amountUrl)).json()) as { data: unknown };
      expect(data).toMatchObject({
        commissionDollarGeneral: '5.00',
        dollarPrice: '866.5612',
        amountBolivares: '4332.81',
        priceSource: 'dolarapi',
        priceDate: todayInCaracas(),
        priceStale: false,
      });
      expect(sandboxRates?.calls).toContain('/v1/dolares/oficial');
      // The seeded commission is the demo college Admin's, priced at the official rate.
      const seeded = await started.database.db.select().from(commissions);
      expect(seeded).toMatchObject([{ status: 'active', dollarPrice: null }]);
      expect(seeded[0]?.createdBy).not.toBeNull();
    } finally {
      await stopServer(started);
    }
  }, 180_000);

  it('leaves the configured services alone with a real bank or with the refresher off', async () => {
    const realBank = testConfig({
      exchangeRate: withRefresh(),
      payments: {
        ...testConfig().payments,
        gateway: 'mercantil',
        mercantil: sandboxSettings('http://127.0.0.1:9'),
      },
    });
    const noRefresh = testConfig();
    for (const config of [realBank, noRefresh]) {
      const { served, sandboxRates } = await withSandboxRates(config);
      expect(sandboxRates).toBeUndefined();
      expect(served).toBe(config);
    }
  });
});
