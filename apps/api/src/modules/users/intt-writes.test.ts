import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index';
import { inttSuite } from './intt-testing';
import { expectRefusal, newPerson } from './testing';

/** /api/usersINTT writes: update, the ManagingDirector rule (docs/product/rules.md), no delete. */
const { app, made, call, as, post, put, toggle, storedOf, accountIdOf, rowCounts } = inttSuite();

describe('PUT /api/usersINTT', () => {
  it('writes the changed fields to audit_events with the acting account', async () => {
    const id = made.Bruno.id;
    const response = await put({ id, names: 'Bruno José', rol: 'SectionalDirector' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      names: 'Bruno José',
      rol: 'SectionalDirector',
    });
    const events = await app()
      .database.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'account_updated'), eq(auditEvents.entityId, String(id))));
    expect(events).toHaveLength(1);
    expect(events[0]?.accountId).toBe(await accountIdOf('admin.intt'));
    expect(events[0]?.changes).toEqual({
      names: { before: 'Bruno', after: 'Bruno José' },
      role: { before: 'Official', after: 'SectionalDirector' },
    });
  });

  it('refuses a role the updater may not grant with 403 ROLE_NOT_ALLOWED, writing nothing', async () => {
    const official = await accountIdOf('funcionario.intt');
    const sectional = await accountIdOf('director.seccional.intt');
    const cases: [object, string][] = [
      [{ id: official, rol: 'SectionalDirector' }, 'director.seccional.intt'],
      [{ id: sectional, rol: 'Official', names: 'Otro Nombre' }, 'director.general.intt'],
      [{ id: official, rol: 'President' }, 'admin.intt'],
    ];
    for (const [payload, name] of cases) {
      const before = [await rowCounts(), await storedOf(official), await storedOf(sectional)];
      expectRefusal(await put(payload, name), 'rol', 403, 'ROLE_NOT_ALLOWED');
      expect([await rowCounts(), await storedOf(official), await storedOf(sectional)]).toEqual(
        before,
      );
    }
  });
});

describe('one active ManagingDirector per state, on PUT /updatedAccess', () => {
  it('refuses re-activating a second one in Spanish, writing nothing, until the first leaves', async () => {
    const diana = made.Diana.id;
    expect((await toggle(diana)).json().data).toEqual({ id: diana, status: 'inactive' });
    const next = await post(newPerson({ names: 'Elena', rol: 'ManagingDirector', state: 'VE-H' }));
    expect(next.statusCode, next.body).toBe(200);
    const before = [await rowCounts(), await storedOf(diana)];
    const refused = expectRefusal(
      await toggle(diana),
      undefined,
      409,
      'ONLY_ONE_MANAGIN_DIRECTOR_PER_STATE',
    );
    expect(refused.message).toMatch(/director general/);
    expect([await rowCounts(), await storedOf(diana)]).toEqual(before);
    expect((await toggle(next.json().data.id)).json().data.status).toBe('inactive');
    expect((await toggle(diana)).json().data).toEqual({ id: diana, status: 'active' });
  });

  it('holds per state and for that role only, also when a role or state changes', async () => {
    const sectional = made.Ana.id; // SectionalDirector in VE-G
    const other = await post(newPerson({ rol: 'SectionalDirector', state: 'VE-G' }));
    expect(other.statusCode, other.body).toBe(200); // two active SectionalDirectors: allowed
    const promoted = await put({ id: sectional, rol: 'ManagingDirector' });
    expect(promoted.json().data).toMatchObject({ rol: 'ManagingDirector', status: 'active' });
    const otherId: number = other.json().data.id;
    const stored = async () => [
      await rowCounts(),
      await storedOf(sectional),
      await storedOf(otherId),
    ];
    const before = await stored();
    const moved = await put({ id: sectional, state: 'VE-H' }); // Diana heads VE-H
    expectRefusal(moved, undefined, 409, 'ONLY_ONE_MANAGIN_DIRECTOR_PER_STATE');
    const second = await put({ id: otherId, rol: 'ManagingDirector' });
    expectRefusal(second, undefined, 409, 'ONLY_ONE_MANAGIN_DIRECTOR_PER_STATE');
    expect(await stored()).toEqual(before);
  });
});

describe('no deleteUsers on /api/usersINTT', () => {
  it('answers 404 for a real account with its own dni, and deletes nothing', async () => {
    const target = made.Carlos;
    const admin = await as('admin.intt');
    const before = [await rowCounts(), await storedOf(target.id)];
    for (const method of ['POST', 'PUT', 'GET'] as const) {
      const response = await call('INTT', admin, {
        method,
        url: '/deleteUsers',
        payload: method === 'GET' ? undefined : { id: target.id, dni: target.dni },
      });
      expectRefusal(response, undefined, 404, 'NOT_FOUND');
    }
    expect([await rowCounts(), await storedOf(target.id)]).toEqual(before);
  });
});
