import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditEvents } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { countRows } from '../../test/rows';
import { NOW } from '../certificates/testing';
import { tokensFor } from '../users/testing';
import {
  adminCalls,
  COLLEGE_ADMIN,
  createKey,
  INTT_ADMIN,
  integrationsApp,
  integrationsConfig,
  readFeed,
} from './testing';

const PER_MINUTE = 4;
let t: TestApp;
beforeAll(async () => {
  t = await integrationsApp(integrationsConfig({}, PER_MINUTE));
});
afterAll(() => t.close());
const call = adminCalls(() => t);
const reader = { name: 'Sistema de licencias', scope: 'certificates:read' };

/** A refusal of a machine call: the status, one Spanish message and nothing else. */
async function refusedCall(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body.message).toMatch(/clave|sesión/i);
}

describe('API keys', () => {
  it('shows a key once, keeps only its HMAC and audits the creation without the secret', async () => {
    const created = await createKey(call, INTT_ADMIN, reader);
    expect(created.key).toMatch(/^avk_[0-9a-f]{10}_[A-Za-z0-9_-]{43}$/);
    expect(created.signingSecret).toBeNull();
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.secretHash).not.toContain(created.key.slice(15));
    expect(row?.state).toBeNull();
    const list = (await call(INTT_ADMIN, 'GET', '')).json().data;
    expect(JSON.stringify(list)).not.toContain(created.key);
    expect(list.map((key: { id: number }) => key.id)).toContain(created.id);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'api_key_created'),
          eq(auditEvents.entityId, String(created.id)),
        ),
      );
    expect(JSON.stringify(audit?.changes)).not.toContain(created.key);
    expect((await readFeed(t.app, created.key)).statusCode).toBe(200);
  });

  it('limits a college Admin’s keys to a state and its list to its college’s keys', async () => {
    const none = await call(COLLEGE_ADMIN, 'POST', '', reader);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('state');
    const college = await createKey(call, COLLEGE_ADMIN, { ...reader, state: 'VE-B' });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, college.id));
    expect(row).toMatchObject({ state: 'VE-B', ownerModule: 'medic' });
    const intt = await createKey(call, INTT_ADMIN, reader);
    const ids = (who: typeof INTT_ADMIN | typeof COLLEGE_ADMIN) =>
      call(who, 'GET', '').then((r) => r.json().data.map((key: { id: number }) => key.id));
    expect(await ids(COLLEGE_ADMIN)).toContain(college.id);
    expect(await ids(COLLEGE_ADMIN)).not.toContain(intt.id);
    expect(await ids(INTT_ADMIN)).toContain(college.id);
    const foreign = await call(COLLEGE_ADMIN, 'POST', `/${intt.id}/revoke`);
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses every other role, in Spanish, writing nothing', async () => {
    const before = await countRows(t.database.db, { keys: apiKeys });
    const tokenOf = tokensFor(
      () => t,
      () => NOW.getTime(),
    );
    for (const [scope, name] of [
      ['colegio', 'presidente.medicos'],
      ['INTT', 'funcionario.intt'],
      ['colegio', 'admin.enfermeras'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/apiKeys',
        headers: bearer(await tokenOf(scope, name)),
        payload: reader,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/Administrador/);
    }
    expect(await countRows(t.database.db, { keys: apiKeys })).toEqual(before);
  });

  it('answers 401 to no key, an unknown one, a session token or a revoked key; 403 out of scope', async () => {
    await refusedCall(await readFeed(t.app, ''), 401);
    await refusedCall(await readFeed(t.app, `avk_0123456789_${'A'.repeat(43)}`), 401);
    const created = await createKey(call, INTT_ADMIN, reader);
    await refusedCall(await readFeed(t.app, `${created.key.slice(0, -1)}B`), 401);
    const receiver = await createKey(call, INTT_ADMIN, {
      name: 'Receptor',
      scope: 'events:receive',
      webhookUrl: 'http://127.0.0.1:9/hook',
    });
    expect(receiver.signingSecret).toMatch(/^whsec_/);
    await refusedCall(await readFeed(t.app, receiver.key), 403);
    expect((await readFeed(t.app, created.key)).statusCode).toBe(200);
    const revoked = await call(INTT_ADMIN, 'POST', `/${created.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revokedAt).not.toBeNull();
    await refusedCall(await readFeed(t.app, created.key), 401);
    expect((await call(INTT_ADMIN, 'POST', `/${created.id}/revoke`)).statusCode).toBe(404);
  });

  it('audits every call made with a key and limits each key on its own', async () => {
    const first = await createKey(call, INTT_ADMIN, reader);
    const second = await createKey(call, INTT_ADMIN, reader);
    const statuses = [];
    for (let i = 0; i <= PER_MINUTE; i += 1)
      statuses.push((await readFeed(t.app, first.key)).statusCode);
    expect(statuses).toEqual([...Array(PER_MINUTE).fill(200), 429]);
    expect((await readFeed(t.app, second.key)).statusCode).toBe(200);
    const calls = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'api_key_call'), eq(auditEvents.entityId, String(first.id))),
      );
    expect(calls.map((row) => (row.changes as { status: number }).status).sort()).toEqual(
      [...Array(PER_MINUTE).fill(200), 429].sort(),
    );
  });

  it('refuses a subscriber URL that is not http(s) or points at the server itself', async () => {
    const hook = (webhookUrl: string) =>
      call(INTT_ADMIN, 'POST', '', { name: 'Receptor', scope: 'events:receive', webhookUrl });
    for (const url of ['ftp://example.org/x', 'http://localhost:3000/x', 'http://[::1]:3000/']) {
      const response = await hook(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].field).toBe('webhookUrl');
    }
    const missing = await call(INTT_ADMIN, 'POST', '', {
      name: 'Receptor',
      scope: 'events:receive',
    });
    expect(missing.statusCode).toBe(400);
  });
});
