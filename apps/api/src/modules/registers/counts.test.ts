import { and, arrayContains, count, eq, exists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, registers, schoolNumbers, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { tokensFor } from '../users/testing';
import { callerOf, newNumber, newNurse, newRegister } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());
const tokenOf = tokensFor(() => t);
const call = callerOf(() => t);

type Filter = { type?: string; state?: string; medicVial?: boolean };

/**
 * How many registers match, counted from school_numbers (not from the registers' states copy nor
 * from register_counts), as the oracle the API's totals are checked against.
 */
async function counted(filter: Filter): Promise<number> {
  const { db } = t.database;
  const number = db
    .select({ id: schoolNumbers.id })
    .from(schoolNumbers)
    .where(
      and(
        eq(schoolNumbers.registerId, registers.id),
        filter.state === undefined ? undefined : eq(schoolNumbers.state, filter.state),
        filter.medicVial === true ? eq(schoolNumbers.medicVial, true) : undefined,
      ),
    );
  const [row] = await db
    .select({ n: count() })
    .from(registers)
    .where(
      and(
        filter.type === undefined ? undefined : eq(registers.type, filter.type as 'medic'),
        filter.state === undefined && filter.medicVial !== true ? undefined : exists(number),
      ),
    );
  return row?.n ?? -1;
}

const FILTERS: Filter[] = [
  {},
  { type: 'medic' },
  { type: 'nurse' },
  { state: 'VE-W' },
  { state: 'VE-X' },
  { state: 'VE-Y', type: 'nurse' },
  { medicVial: true },
  { medicVial: true, type: 'medic' },
  { medicVial: true, state: 'VE-X' },
];
const queryOf = (filter: Filter) =>
  Object.entries(filter)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

describe('the kept register counters (the totals of a list)', () => {
  it('answer every total as counting the college numbers would, through every kind of write', async () => {
    const admin = await tokenOf('colegio', 'admin.medicos');
    const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const response = await call(admin, { method, url, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { id: number };
    };
    const expectTotals = async (step: string) => {
      for (const filter of FILTERS) {
        const response = await call(admin, {
          method: 'GET',
          url: `/register?limit=1&${queryOf(filter)}`,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().total, `${step}: ${queryOf(filter)}`).toBe(await counted(filter));
      }
    };
    await expectTotals('demo data');

    const medic = await send('POST', '/register', newRegister({}, { state: 'VE-W' }));
    await send('POST', '/register', newNurse({}, { state: 'VE-Y' }));
    await expectTotals('a medic and a nurse created');

    const vial = await send('POST', '/schoolNumber/createSchoolNumbers', {
      registerId: medic.id,
      ...newNumber({ state: 'VE-X', medicVial: true, licenseNumber: 'HV-9911' }),
    });
    // A second number in a state it already holds moves no counter of that state.
    await send('POST', '/schoolNumber/createSchoolNumbers', {
      registerId: medic.id,
      ...newNumber({ state: 'VE-X' }),
    });
    await expectTotals('road-medicine numbers added');

    await send('PUT', '/schoolNumber/updatedSchoolNumbers', {
      id: vial.id,
      state: 'VE-Y',
      medicVial: false,
      licenseNumber: null,
    });
    await expectTotals('a number moved and its road medicine cleared');

    await send('PUT', '/register', {
      id: medic.id,
      type: 'nurse',
      specialty: 'Enfermería General',
      academicDegree: 'Licenciatura en Enfermería',
    });
    await expectTotals('a medic made a nurse');

    await t.database.db.delete(registers).where(eq(registers.id, medic.id));
    await expectTotals('a register deleted');
  });

  it("count a President's list within the state they see", async () => {
    const president = await tokenOf('colegio', 'presidente.medicos');
    const [head] = await t.database.db
      .select({ state: accounts.state })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(
        and(eq(users.email, 'presidente.medicos@aptovial.test'), eq(accounts.module, 'medic')),
      );
    const state = head?.state ?? undefined;
    expect(state).toMatch(/^VE-/);
    const list = await call(president, { method: 'GET', url: '/register?limit=1' });
    expect(list.json().total).toBe(await counted({ type: 'medic', state }));
    const vial = await call(president, { method: 'GET', url: `/register?limit=1&medicVial=true` });
    // Road medicine anywhere, of the registers seen: not one counter, so counted from registers.
    const [seen] = await t.database.db
      .select({ n: count() })
      .from(registers)
      .where(
        and(
          eq(registers.type, 'medic'),
          arrayContains(registers.states, [state ?? '']),
          sql`${registers.vialStates} <> '{}'::text[]`,
        ),
      );
    expect(vial.json().total).toBe(seen?.n);
  });
});
