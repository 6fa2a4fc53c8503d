import { todayInCaracas } from '@aptovial/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closedServiceUrl,
  dolarApiBody,
  json,
  type LocalService,
  slow,
  startLocalService,
} from '../../adapters/exchange-rate/testing';
import { createTestApp, type TestApp } from '../../test/app';
import { testConfig } from '../../test/config';
import { seedDemo } from '../../test/demo';
import { amountsCalls } from './testing';

const open: { apps: TestApp[]; services: LocalService[] } = { apps: [], services: [] };
afterEach(async () => {
  await Promise.all(open.apps.splice(0).map((t) => t.close()));
  await Promise.all(open.services.splice(0).map((service) => service.close()));
});

/** The app as `npm start` builds it, its rate refresher on, reading the given services. */
// A read timeout that a busy CI machine keeps within; the slow source's test sets its own.
async function startWith(dolarApiUrl: string, pyDolarUrl: string, timeoutMs = 5_000) {
  const exchangeRate = {
    ...testConfig().exchangeRate,
    dolarApiUrl,
    pyDolarUrl,
    timeoutMs,
    refresh: true,
  };
  const t = await createTestApp({
    exchangeRate,
    rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000 },
  });
  open.apps.push(t);
  await seedDemo(t.database);
  return { t, calls: amountsCalls(() => t) };
}

describe('the rate refresher at start-up', { timeout: 60_000 }, () => {
  it('reads the official rate on start: the price in force follows it', async () => {
    const today = todayInCaracas();
    const service = await startLocalService(json(dolarApiBody(36.5012, `${today}T00:00:00-04:00`)));
    open.services.push(service);
    const { calls } = await startWith(service.url, await closedServiceUrl());
    const token = await calls.admin();
    await calls.create(token, { commissionDollarGeneral: '5.00' });
    await expect
      .poll(async () => (await calls.amount(token)).json().data?.amountBolivares, {
        timeout: 30_000,
      })
      .toBe('182.51');
    expect((await calls.amount(token)).json().data).toMatchObject({
      priceSource: 'dolarapi',
      priceDate: today,
      priceStale: false,
    });
    expect(service.calls).toEqual(['/v1/dolares/oficial']);
  });

  it('answers while a service hangs, says the price is unavailable, and closes at once', async () => {
    // The service would answer in 30 s and may take 20: the read is still pending throughout.
    const hanging = await startLocalService(slow(30_000, json(dolarApiBody())));
    open.services.push(hanging);
    const { t, calls } = await startWith(hanging.url, await closedServiceUrl(), 20_000);
    await expect.poll(() => hanging.calls.length, { timeout: 5_000 }).toBe(1);
    const token = await calls.admin();
    await calls.create(token, { commissionDollarGeneral: '5.00' });
    const answer = await calls.amount(token);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().error).toBe('DOLLAR_PRICE_UNAVAILABLE');
    // Closing cuts the pending read short instead of waiting for the service.
    const closing = Date.now();
    await t.close();
    open.apps.splice(0);
    expect(Date.now() - closing).toBeLessThan(3_000);
  });
});
