import { apiPaths, CHALLENGE_HEADER, CHALLENGE_SOLUTION_HEADER } from '@aptovial/shared';
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRegisters } from '../../seeds/demo-registers';
import { createTestApp, type TestApp } from '../../test/app';
import { solve } from '../captcha/testing';

// Decision 0084: the doctor check is limited as the certificate check is (decision 0027): a burst
// per address, then a proof of work, never a plain refusal for the neighbours behind one address.
const PER_MINUTE = 2;
const CHECK = `${apiPaths.doctorCheck}?por=colegio&q=10231`;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimit: { publicPerMinute: 1000, loginPerMinute: 1000, verifyPerMinute: PER_MINUTE },
  });
  await t.database.db.transaction((tx) => seedDemoRegisters(tx));
});
afterAll(() => t.close());

const get = (address: string, solution?: string, url = CHECK) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: address,
    headers: solution === undefined ? {} : { [CHALLENGE_SOLUTION_HEADER]: solution },
  });

function challengeOf(reply: { headers: Record<string, unknown> }): Challenge {
  const header = reply.headers[CHALLENGE_HEADER.toLowerCase()];
  if (typeof header !== 'string') throw new Error('no challenge in the reply');
  return JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
}

describe('the public doctor check past the per-address limit', () => {
  it('answers a burst, then asks for a proof of work that, solved, gets the answer once', async () => {
    for (let i = 0; i < PER_MINUTE; i += 1) expect((await get('10.8.0.1')).statusCode).toBe(200);
    const limited = await get('10.8.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'CHALLENGE_REQUIRED' });
    expect(limited.json().message).toMatch(/^Hay muchas consultas desde su conexión/);
    expect(limited.headers['cache-control']).toBe('no-store');
    // Another address still has its own burst.
    expect((await get('10.8.0.2')).statusCode).toBe(200);

    const solution = await solve(challengeOf(limited));
    const answered = await get('10.8.0.1', solution);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data[0].lastNames).toBe('Mendoza Rivas');
    expect((await get('10.8.0.1', solution)).json().error).toBe('CAPTCHA_REUSED');
  });

  it('has a count of its own, apart from the certificate check', async () => {
    const serial = '/api/certifields/searchFree?serial=1000001';
    for (let i = 0; i < PER_MINUTE; i += 1) await get('10.8.1.1', undefined, serial);
    expect((await get('10.8.1.1', undefined, serial)).statusCode).toBe(429);
    expect((await get('10.8.1.1')).statusCode).toBe(200);
  });

  it('counts bad input too: a flood of malformed searches also meets the proof of work', async () => {
    const bad = `${apiPaths.doctorCheck}?por=nombre&q=ab`;
    for (let i = 0; i < PER_MINUTE; i += 1) {
      expect((await get('10.8.2.1', undefined, bad)).statusCode).toBe(400);
    }
    expect((await get('10.8.2.1', undefined, bad)).json().error).toBe('CHALLENGE_REQUIRED');
  });
});
