import { afterEach, describe, expect, it } from 'vitest';
import { createDolarApiProvider } from './dolarapi';
import { officialRateReader } from './index';
import type { LocalService } from './local-service';
import { DOLAR_API_PATH, SANDBOX_DOLLAR_PRICE, startSandboxRates } from './sandbox-rates';
import { closedServiceUrl, dolarApiBody } from './testing';

// Friday 2026-10-02 at 23:30 in Caracas is already Saturday in UTC: the date is Caracas's.
const LATE_FRIDAY = new Date('2026-10-03T03:30:00Z');
const FRIDAY = '2026-10-02';
const services: LocalService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});
async function sandbox(): Promise<LocalService> {
  const service = await startSandboxRates(() => LATE_FRIDAY);
  services.push(service);
  return service;
}

describe('the sandbox rate service (decision 0064)', () => {
  it("answers DolarApi's documented body, dated today in Caracas", async () => {
    const service = await sandbox();
    const answer = await fetch(`${service.url}${DOLAR_API_PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual(
      dolarApiBody(SANDBOX_DOLLAR_PRICE, `${FRIDAY}T00:00:00-04:00`),
    );
  });

  it('is read by the real DolarApi adapter over HTTP, first in the official reader', async () => {
    const service = await sandbox();
    const read = officialRateReader(
      [createDolarApiProvider(service.url), createDolarApiProvider(await closedServiceUrl())],
      2_000,
    );
    expect(await read(FRIDAY)).toEqual({
      ok: true,
      quote: { source: 'dolarapi', rate: '866.5612', rateDate: FRIDAY },
    });
    expect(service.calls).toEqual([DOLAR_API_PATH]);
  });

  it('answers 404 to any other path or method, as the service does', async () => {
    const service = await sandbox();
    expect((await fetch(`${service.url}/v1/dolares/paralelo`)).status).toBe(404);
    expect((await fetch(`${service.url}${DOLAR_API_PATH}`, { method: 'POST' })).status).toBe(404);
    const elsewhere = createDolarApiProvider(`${service.url}/otra-ruta`);
    await expect(
      elsewhere.officialRate({ signal: AbortSignal.timeout(2_000), today: FRIDAY }),
    ).rejects.toThrow(/HTTP 404/);
  });
});
