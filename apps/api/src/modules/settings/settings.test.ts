import { PRE_REGISTER_SETTING } from '@aptovial/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, settings } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { countRows } from '../../test/rows';
import { callerOf } from '../pre-registrations/testing';
import { tokensFor } from '../users/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 60_000);
afterAll(() => t.close());
const call = callerOf(() => t);
const tokenOf = tokensFor(() => t);
const written = () => countRows(t.database.db, { settings, audit: auditEvents });
const list = () => call(undefined, { method: 'GET', url: '/api/settings' });
const create = (token?: string) =>
  call(token, { method: 'POST', url: '/api/settings/preRegisterEnable' });
const put = (token: string | undefined, id: number, payload: object) =>
  call(token, { method: 'PUT', url: `/api/settings/preRegisterEnable/${id}`, payload });
const admin = () => tokenOf('medicVial', 'admin.vial');
const switchId = async () => (await list()).json().data[0].id as number;
const eventsOf = (id: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'setting'), eq(auditEvents.entityId, String(id))));

describe('GET /api/settings', () => {
  it('answers anyone the switches, the pre-registration switch first, off as seeded', async () => {
    await t.database.db.insert(settings).values({ key: 'aaOtherSwitch' });
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data[0]).toEqual({
      id: expect.any(Number),
      key: PRE_REGISTER_SETTING,
      enabled: false,
      updatedAt: expect.any(String),
    });
    expect(data.map((s: { key: string }) => s.key)).toEqual([
      PRE_REGISTER_SETTING,
      'aaOtherSwitch',
    ]);
    await t.database.db.delete(settings).where(eq(settings.key, 'aaOtherSwitch'));
  });
});

describe('the switch is the road-medicine Admin’s', () => {
  it('refuses without a session (401) and every other role (403), changing nothing', async () => {
    const id = await switchId();
    const others = [
      await tokenOf('medicVial', 'director.vial'),
      await tokenOf('colegio', 'admin.medicos'),
      await tokenOf('INTT', 'admin.intt'),
    ];
    const before = await written();
    expect((await create()).statusCode).toBe(401);
    expect((await put(undefined, id, { enabled: true })).statusCode).toBe(401);
    for (const token of others) {
      const created = await create(token);
      expect(created.statusCode, created.body).toBe(403);
      expect(created.json().error).toBe('FORBIDDEN');
      expect((await put(token, id, { enabled: true })).statusCode).toBe(403);
    }
    expect(await written()).toEqual(before);
    expect((await list()).json().data[0].enabled).toBe(false);
  });

  it('turns requests on and off, each change audited with who and from what to what', async () => {
    const token = await admin();
    const id = await switchId();
    const on = await put(token, id, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ id, key: PRE_REGISTER_SETTING, enabled: true });
    expect((await list()).json().data[0].enabled).toBe(true);
    const off = await put(token, id, { enabled: false });
    expect(off.json().data.enabled).toBe(false);
    const events = await eventsOf(id);
    expect(events.map((e) => [e.action, e.changes])).toEqual([
      ['setting_updated', { enabled: { before: false, after: true } }],
      ['setting_updated', { enabled: { before: true, after: false } }],
    ]);
    expect(events[0]?.accountId).toEqual(expect.any(Number));
    expect(events[0]?.userId).toEqual(expect.any(Number));
    expect(events[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('writes nothing when the switch already reads so', async () => {
    const id = await switchId();
    const before = await written();
    const same = await put(await admin(), id, { enabled: false });
    expect(same.statusCode, same.body).toBe(200);
    expect(await written()).toEqual(before);
  });

  it('refuses a bad body (400) and an id that is not the switch (404)', async () => {
    const token = await admin();
    const id = await switchId();
    const before = await written();
    const bad = await put(token, id, { enabled: 'sí' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('enabled');
    const missing = await put(token, id + 1000, { enabled: true });
    expect(missing.statusCode).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('creates the switch when missing (off, audited), then answers the same one', async () => {
    const token = await admin();
    await t.database.db.delete(settings).where(eq(settings.key, PRE_REGISTER_SETTING));
    const created = await create(token);
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json().data;
    expect(made).toMatchObject({ key: PRE_REGISTER_SETTING, enabled: false });
    const before = await written();
    const again = await create(token);
    expect(again.json().data).toEqual(made);
    expect(await written()).toEqual(before);
    const events = await eventsOf(made.id);
    expect(events.map((e) => e.action)).toEqual(['setting_created']);
  });
});
