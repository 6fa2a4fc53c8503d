import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { registers, schoolNumbers } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { expectFarPagesAsFromTheStart, idsAndTotalOf } from '../../test/far-pages';
import { FAR_PAGE_OFFSET } from '../nearer-end';
import { tokensFor } from '../users/testing';
import { callerOf } from './testing';

// Decision 0044, on the register list: pages nearer the end than the start, past FAR_PAGE_OFFSET
// rows, are walked from the end. One statement writes the registers, so they share one created_at
// and one last name: only the id tells them apart, walked either way. Decision 0047: a deep page
// starts at the rank anchor before it, in every order.
const ROWS = FAR_PAGE_OFFSET + 30;
const medics = eq(registers.type, 'medic');

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
  const { db } = t.database;
  const written = await db
    .insert(registers)
    .values(
      Array.from({ length: ROWS }, (_, index) => ({
        dni: String(40_000_000 + index),
        nationality: 'V' as const,
        names: index % 3 === 0 ? 'Ana' : 'Luis',
        lastNames: 'Zambrano',
        gender: 'F' as const,
        specialty: 'Medicina General',
        type: 'medic' as const,
      })),
    )
    .returning({ id: registers.id });
  await db.insert(schoolNumbers).values(
    written.map(({ id }, index) => ({
      registerId: id,
      state: 'VE-A',
      schoolNumber: String(700_000 + index),
      registerDate: '2010-01-15',
      currentSolvency: '2030-12-31',
    })),
  );
}, 60_000);
afterAll(() => t.close());

const tokenOf = tokensFor(() => t);
const call = callerOf(() => t);

describe('register pages far into a long list', () => {
  it('answers the rows a walk from the start gives, on every page past the threshold', async () => {
    const token = await tokenOf('colegio', 'admin.medicos');
    await expectFarPagesAsFromTheStart({
      db: t.database.db,
      idColumn: registers.id,
      keyColumn: registers.id,
      limit: 9,
      orders: [
        { column: 'lastNames', direction: 'asc', sortColumn: registers.lastNames },
        { column: 'createdAt', direction: 'desc', sortColumn: registers.createdAt },
        { column: 'names', direction: 'desc', sortColumn: registers.names },
        { column: 'specialty', direction: 'asc', sortColumn: registers.specialty },
        { column: 'dni', direction: 'desc', sortColumn: registers.dni },
        { column: 'createdAt', direction: 'asc', sortColumn: registers.createdAt },
      ],
      query: '&type=medic',
      where: medics,
      read: async (query) =>
        idsAndTotalOf(await call(token, { method: 'GET', url: `/register?${query}` })),
    });
  });
});
