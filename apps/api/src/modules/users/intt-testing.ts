import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { accounts, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { callerOf, demo, newPerson, rowCountsOf, tokensFor } from './testing';

export type InttRow = {
  id: number;
  dni: string;
  names: string;
  type: string;
  state: string;
  status: string;
};

/**
 * The seeded app of one /api/usersINTT test file, with four accounts the INTT Admin made: Ana
 * (SectionalDirector) and Bruno (Official) in VE-G, Carlos (Official, access revoked) and Diana
 * (ManagingDirector) in VE-H. Registers its own beforeAll and afterAll.
 */
export function inttSuite() {
  let t: TestApp;
  const app = () => t;
  const tokenOf = tokensFor(app);
  const call = callerOf(app);
  const as = (name: string) => tokenOf('INTT', name);
  const get = async (url: string, name = 'admin.intt') =>
    call('INTT', await as(name), { method: 'GET', url });
  const post = async (payload: object, name = 'admin.intt') =>
    call('INTT', await as(name), { method: 'POST', url: '', payload });
  const put = async (payload: object, name = 'admin.intt') =>
    call('INTT', await as(name), { method: 'PUT', url: '', payload });
  const toggle = async (id: number, name = 'admin.intt') =>
    call('INTT', await as(name), { method: 'PUT', url: `/updatedAccess?id=${id}` });
  /** The stored account and its person, to prove a refused request changed neither. */
  const storedOf = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(accounts.id, id))
    )[0];
  const accountIdOf = async (name: string) => {
    const [row] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(users.email, demo(name)), eq(accounts.module, 'INTT')));
    if (!row) throw new Error(`no INTT account for ${name}`);
    return row.id;
  };

  const made: Record<'Ana' | 'Bruno' | 'Carlos' | 'Diana', InttRow> = Object.create(null);
  beforeAll(async () => {
    t = await createSeededApp();
    const people = [
      ['Ana', 'SectionalDirector', 'VE-G'],
      ['Bruno', 'Official', 'VE-G'],
      ['Carlos', 'Official', 'VE-H'],
      ['Diana', 'ManagingDirector', 'VE-H'],
    ] as const;
    for (const [names, rol, state] of people) {
      const response = await post(newPerson({ names, rol, state }));
      expect(response.statusCode, response.body).toBe(200);
      made[names] = response.json().data;
    }
    expect((await toggle(made.Carlos.id)).json().data.status).toBe('inactive');
    // Signing in writes rows of its own: done before any test counts rows.
    await Promise.all(['director.general.intt', 'director.seccional.intt'].map(as));
  });
  afterAll(() => t.close());

  return {
    app,
    made,
    call,
    as,
    get,
    post,
    put,
    toggle,
    storedOf,
    accountIdOf,
    rowCounts: rowCountsOf(app),
  };
}
