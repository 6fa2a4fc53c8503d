import { afterEach, describe, expect, it } from 'vitest';
import { createDolarApiProvider } from './dolarapi';
import { officialRateReader } from './index';
import { createPyDolarProvider } from './pydolar';
import { calendarDayOf } from './quote';
import {
  closedServiceUrl,
  dolarApiBody,
  type Handler,
  html,
  json,
  type LocalService,
  pyDolarBody,
  slow,
  startLocalService,
} from './testing';

// 2026-10-02 is a Friday; 2026-10-04 a Sunday.
const FRIDAY = '2026-10-02';
const services: LocalService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});
async function serve(handler: Handler): Promise<string> {
  const service = await startLocalService(handler);
  services.push(service);
  return service.url;
}
const quick = () => ({ signal: AbortSignal.timeout(2_000), today: FRIDAY });

describe('DolarApi adapter', () => {
  it('reads promedio and fechaActualizacion from GET {base}/v1/dolares/oficial', async () => {
    const service = await startLocalService(json(dolarApiBody()));
    services.push(service);
    const quote = await createDolarApiProvider(service.url).officialRate(quick());
    expect(quote).toEqual({ source: 'dolarapi', rate: '866.5612', rateDate: FRIDAY });
    expect(service.calls).toEqual(['/v1/dolares/oficial']);
  });

  it.each([
    ['an HTML page', html, /no respondió JSON/],
    ['HTTP 500', json({ error: 'boom' }, 500), /HTTP 500/],
    ['a zero price', json(dolarApiBody(0)), /no es positivo/],
    ['a negative price', json(dolarApiBody(-36.5)), /no es positivo/],
    ['no promedio', json({ ...dolarApiBody(), promedio: undefined }), /no es un número/],
    ['a price in words', json(dolarApiBody('treinta')), /no es un número/],
    ['no date', json({ ...dolarApiBody(), fechaActualizacion: null }), /fecha/],
    ['a stale date', json(dolarApiBody(866.5, '2026-10-01T00:00:00-04:00')), /último día hábil/],
    ['a date far ahead', json(dolarApiBody(866.5, '2026-10-20T00:00:00-04:00')), /posterior/],
    ['a list', json([dolarApiBody()]), /no es un objeto/],
  ] as const)('refuses %s', async (_, handler, reason) => {
    const provider = createDolarApiProvider(await serve(handler));
    await expect(provider.officialRate(quick())).rejects.toThrow(reason);
  });

  it('gives up when the time is up, without waiting for the answer', async () => {
    const provider = createDolarApiProvider(await serve(slow(5_000, json(dolarApiBody()))));
    const started = Date.now();
    const reading = provider.officialRate({ signal: AbortSignal.timeout(200), today: FRIDAY });
    await expect(reading).rejects.toThrow(/no respondió a tiempo/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('says the connection was refused when nothing listens', async () => {
    const provider = createDolarApiProvider(await closedServiceUrl());
    await expect(provider.officialRate(quick())).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('pyDolarVenezuela adapter', () => {
  it('reads monitors.usd.price and its last update from GET {base}/api/v1/dollar?page=bcv', async () => {
    const service = await startLocalService(json(pyDolarBody(36.50125)));
    services.push(service);
    const quote = await createPyDolarProvider(`${service.url}/`).officialRate(quick());
    // The rate keeps 4 places, rounded half-up.
    expect(quote).toEqual({ source: 'pydolarvenezuela', rate: '36.5013', rateDate: FRIDAY });
    expect(service.calls).toEqual(['/api/v1/dollar?page=bcv']);
  });

  it.each([
    ['an HTML page', html, /no respondió JSON/],
    ['no usd monitor', json({ monitors: { eur: {} } }), /monitors\.usd/],
    ['a zero price', json(pyDolarBody(0)), /no es positivo/],
    ['a stale date', json(pyDolarBody(36.5, '30/09/2026, 12:00 AM')), /último día hábil/],
    ['a date that does not exist', json(pyDolarBody(36.5, '31/09/2026, 12:00 AM')), /fecha/],
  ] as const)('refuses %s', async (_, handler, reason) => {
    const provider = createPyDolarProvider(await serve(handler));
    await expect(provider.officialRate(quick())).rejects.toThrow(reason);
  });
});

describe('the official rate: the services in order', () => {
  it('takes the second service when the first answers wrong', async () => {
    const read = officialRateReader(
      [
        createDolarApiProvider(await serve(json(dolarApiBody(0)))),
        createPyDolarProvider(await serve(json(pyDolarBody(36.5)))),
      ],
      1_000,
    );
    expect(await read(FRIDAY)).toEqual({
      ok: true,
      quote: { source: 'pydolarvenezuela', rate: '36.5000', rateDate: FRIDAY },
    });
  });

  it('does not ask the second when the first is good', async () => {
    const second = await startLocalService(json(pyDolarBody()));
    services.push(second);
    const read = officialRateReader(
      [
        createDolarApiProvider(await serve(json(dolarApiBody()))),
        createPyDolarProvider(second.url),
      ],
      1_000,
    );
    expect((await read(FRIDAY)).ok).toBe(true);
    expect(second.calls).toEqual([]);
  });

  it('answers why each failed when both do (slow, then closed), in a bounded time', async () => {
    const read = officialRateReader(
      [
        createDolarApiProvider(await serve(slow(5_000, json(dolarApiBody())))),
        createPyDolarProvider(await closedServiceUrl()),
      ],
      200,
    );
    const started = Date.now();
    expect(await read(FRIDAY)).toEqual({
      ok: false,
      failures: [
        { source: 'dolarapi', reason: 'no respondió a tiempo' },
        { source: 'pydolarvenezuela', reason: expect.stringMatching(/ECONNREFUSED/) },
      ],
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("accepts Friday's rate on the weekend and the next business day's ahead of it", async () => {
    const sunday = '2026-10-04';
    const friday = createDolarApiProvider(await serve(json(dolarApiBody(36.5))));
    const monday = createDolarApiProvider(
      await serve(json(dolarApiBody(36.6, '2026-10-05T00:00:00-04:00'))),
    );
    const thursday = createDolarApiProvider(
      await serve(json(dolarApiBody(36.4, '2026-10-01T00:00:00-04:00'))),
    );
    const on = (today: string) => ({ signal: AbortSignal.timeout(2_000), today });
    expect((await friday.officialRate(on(sunday))).rateDate).toBe(FRIDAY);
    expect((await monday.officialRate(on(sunday))).rateDate).toBe('2026-10-05');
    await expect(thursday.officialRate(on(sunday))).rejects.toThrow(/último día hábil/);
  });
});

describe('calendarDayOf', () => {
  it('reads the services’ dates as days in Caracas', () => {
    expect(calendarDayOf('2026-10-02T00:00:00-04:00')).toBe('2026-10-02');
    // 02:00 UTC on the 3rd is still the 2nd in Caracas (UTC-4).
    expect(calendarDayOf('2026-10-03T02:00:00Z')).toBe('2026-10-02');
    expect(calendarDayOf('02/10/2026, 12:00 AM')).toBe('2026-10-02');
    expect(calendarDayOf('2026/10/02')).toBe('2026-10-02');
    expect(calendarDayOf('2026-10-02')).toBe('2026-10-02');
    for (const bad of ['2026-02-30', 'ayer', '', 20261002, null]) {
      expect(calendarDayOf(bad), String(bad)).toBeUndefined();
    }
  });
});
