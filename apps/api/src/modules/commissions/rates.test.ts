import { todayInCaracas } from '@aptovial/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRateProviders, officialRateReader } from '../../adapters/exchange-rate/index';
import {
  closedServiceUrl,
  dolarApiBody,
  type Handler,
  json,
  type LocalService,
  pyDolarBody,
  slow,
  startLocalService,
} from '../../adapters/exchange-rate/testing';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema/index';
import { testConfig } from '../../test/config';
import { openTestDatabase } from '../../test/database';
import { createExchangeRates, type RatesLog } from './rates';
import { createRatesRepo } from './rates-repo';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());
const services: LocalService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
  await database.db.delete(exchangeRates);
});

/** A service whose answer the test changes as it goes. */
async function switchable(first: Handler) {
  let current = first;
  const service = await startLocalService((request, response) => current(request, response));
  services.push(service);
  return { service, answer: (next: Handler) => (current = next) };
}

function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const log: RatesLog = {
    info: (_obj, msg) => lines.push({ level: 'info', msg }),
    warn: (_obj, msg) => lines.push({ level: 'warn', msg }),
  };
  return { log, lines };
}

const today = todayInCaracas();
const dated = (day: string) => `${day}T00:00:00-04:00`;

async function ratesWith(dolarApiUrl: string, pyDolarUrl: string) {
  const { log, lines } = recordingLog();
  const settings = { ...testConfig().exchangeRate, dolarApiUrl, pyDolarUrl, timeoutMs: 300 };
  const rates = createExchangeRates({
    repo: createRatesRepo(database.db),
    read: officialRateReader(exchangeRateProviders(settings), settings.timeoutMs),
    clock: () => new Date(),
    log,
  });
  return { rates, lines };
}

describe('the official rate, stored and served', () => {
  it('stores a good rate with its date and source, one row per service and date', async () => {
    const dolarApi = await switchable(json(dolarApiBody(36.5, dated(today))));
    const { rates } = await ratesWith(dolarApi.service.url, await closedServiceUrl());
    expect(await rates.refresh()).toBe('stored');
    expect(await rates.latest()).toMatchObject({
      rate: '36.5000',
      rateDate: today,
      source: 'dolarapi',
      fetchedAt: expect.any(Date),
    });
    // The BCV corrects the same day's rate: refreshed in place, not a second row.
    dolarApi.answer(json(dolarApiBody(36.75, dated(today))));
    await rates.refresh();
    const rows = await database.db.select().from(exchangeRates);
    expect(rows.map((row) => [row.source, row.rateDate, row.rate])).toEqual([
      ['dolarapi', today, '36.7500'],
    ]);
  });

  it('falls back to the second service, then to the stored rate, logging the outage once', async () => {
    const dolarApi = await switchable(json(dolarApiBody(0, dated(today))));
    const pyDolar = await switchable(
      json(pyDolarBody(40.1234, today.split('-').reverse().join('/'))),
    );
    const { rates, lines } = await ratesWith(dolarApi.service.url, pyDolar.service.url);
    expect(await rates.refresh()).toBe('stored');
    expect((await rates.latest())?.source).toBe('pydolarvenezuela');

    // Both down: an HTML page and a service too slow; the stored rate stays in force.
    dolarApi.answer((_request, response) => response.end('<html>caído</html>'));
    pyDolar.answer(slow(5_000, json(pyDolarBody())));
    expect(await rates.refresh()).toBe('failed');
    expect(await rates.refresh()).toBe('failed');
    expect(await rates.latest()).toMatchObject({ rate: '40.1234', source: 'pydolarvenezuela' });
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);

    dolarApi.answer(json(dolarApiBody(41, dated(today))));
    expect(await rates.refresh()).toBe('stored');
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
    expect((await rates.latest())?.source).toBe('dolarapi');
  });

  it('shares one read between refreshes asked at once', async () => {
    const dolarApi = await switchable(json(dolarApiBody(36.5, dated(today))));
    const { rates } = await ratesWith(dolarApi.service.url, await closedServiceUrl());
    await Promise.all([rates.refresh(), rates.refresh(), rates.refresh()]);
    expect(dolarApi.service.calls).toHaveLength(1);
  });
});
