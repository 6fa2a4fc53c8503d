import type { CertificateEvent } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import {
  adminCalls,
  createKey,
  INTT_ADMIN,
  integrationsApp,
  integrationsConfig,
  plantCertificate,
  plantingSite,
} from './testing';
import { signatureMatches, startReceiver } from './webhook-receiver-testing';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for `done` (the background job runs on its own timer), failing after about 20 s. */
async function until(done: () => Promise<boolean> | boolean): Promise<void> {
  for (let tries = 0; tries < 400; tries += 1) {
    if (await done()) return;
    await sleep(50);
  }
  throw new Error('waited too long');
}

let t: TestApp;
beforeAll(async () => {
  t = await integrationsApp(
    integrationsConfig({
      enabled: true,
      intervalMs: 50,
      timeoutMs: 200,
      firstBackoffMs: 20,
      maxBackoffMs: 100,
      retryWindowMs: 3000,
    }),
  );
});
afterAll(() => t.close());
const admin = adminCalls(() => t);
const attemptsOf = async (apiKeyId: number) =>
  (
    await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.apiKeyId, apiKeyId))
  ).map((row) => row.attempts);

describe('webhooks', () => {
  it('retries while the receiver is down, fails or is slow, then delivers each event signed', async () => {
    const receiver = await startReceiver();
    await receiver.down();
    const key = await createKey(admin, INTT_ADMIN, {
      name: 'Receptor INTT',
      scope: 'events:receive',
      webhookUrl: receiver.url(),
    });
    const site = await plantingSite(t);
    const ids = [
      await plantCertificate(t.database.db, site, 1_000_501),
      await plantCertificate(t.database.db, site, 1_000_502),
    ];
    await until(async () => (await attemptsOf(key.id)).every((attempts) => attempts >= 2));
    await receiver.up();
    receiver.set('fail');
    const failing = Math.min(...(await attemptsOf(key.id)));
    await until(async () => Math.min(...(await attemptsOf(key.id))) >= failing + 2);
    receiver.set('slow');
    const slow = Math.min(...(await attemptsOf(key.id)));
    await until(async () => Math.min(...(await attemptsOf(key.id))) >= slow + 1);
    expect(receiver.received).toEqual([]);
    receiver.set('ok');
    await until(() => new Set(receiver.received.map((r) => r.eventId)).size >= 2);

    const now = Math.floor(Date.now() / 1000);
    const events = receiver.received.map((r) => {
      expect(signatureMatches(key.signingSecret ?? '', r.body, r.signature, now)).toBe(true);
      expect(signatureMatches(key.signingSecret ?? '', `${r.body} `, r.signature, now)).toBe(false);
      const event = JSON.parse(r.body) as CertificateEvent;
      expect(event.id).toBe(r.eventId);
      return event;
    });
    expect([...new Set(events.map((event) => event.certificateId))].sort()).toEqual(ids.sort());
    expect(events.every((event) => event.type === 'issued' && event.proof)).toBe(true);
    await receiver.close();
  }, 30_000);

  it('keeps a delivery failing past the window in the dead letters, which the Admin replays', async () => {
    const receiver = await startReceiver();
    await receiver.down();
    const key = await createKey(admin, INTT_ADMIN, {
      name: 'Receptor caído',
      scope: 'events:receive',
      webhookUrl: receiver.url(),
    });
    await plantCertificate(t.database.db, await plantingSite(t), 1_000_503);
    const failed = async () =>
      (
        (await admin(INTT_ADMIN, 'GET', '/deliveries/failed')).json().data as {
          id: number;
          apiKeyId: number;
        }[]
      ).filter((row) => row.apiKeyId === key.id);
    await until(async () => (await failed()).length === 1);
    const [dead] = await failed();
    await receiver.up();
    const replay = await admin(INTT_ADMIN, 'POST', `/deliveries/${dead?.id}/replay`);
    expect(replay.statusCode, replay.body).toBe(200);
    await until(() => receiver.received.length === 1);
    expect(await failed()).toEqual([]);
    const again = await admin(INTT_ADMIN, 'POST', `/deliveries/${dead?.id}/replay`);
    expect(again.statusCode).toBe(404);
    await receiver.close();
  }, 30_000);
});
