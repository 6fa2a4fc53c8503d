import { asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registers, schoolNumbers } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { FAR_PAGE_OFFSET } from '../nearer-end';
import { tokensFor } from '../users/testing';
import { callerOf } from './testing';

// Decision 0044, on the register list: pages nearer the end than the start, past FAR_PAGE_OFFSET
// rows, are walked from the end. One statement writes the registers, so they share one created_at
// and one last name: only the id tells them apart, walked either way.
const ROWS = FAR_PAGE_OFFSET + 30;
const LIMIT = 9;

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
const orders = [
  ['lastNames', 'asc', registers.lastNames],
  ['createdAt', 'desc', registers.createdAt],
  ['names', 'desc', registers.names],
] as const;

describe('register pages far into a long list', () => {
  it('answers the rows a walk from the start gives, on every page past the threshold', async () => {
    const token = await tokenOf('colegio', 'admin.medicos');
    const { db } = t.database;
    const medics = eq(registers.type, 'medic');
    const total = await db.$count(registers, medics);
    const lastPage = Math.ceil(total / LIMIT);
    for (const [column, direction, sortColumn] of orders) {
      const by = direction === 'asc' ? asc : desc;
      for (let page = Math.ceil(FAR_PAGE_OFFSET / LIMIT); page <= lastPage + 1; page += 1) {
        const url = `/register?type=medic&limit=${LIMIT}&page=${page}&order_by=${column}&order_direction=${direction}`;
        const response = await call(token, { method: 'GET', url });
        expect(response.statusCode, response.body).toBe(200);
        const answer = response.json() as { data: { id: number }[]; total: number };
        const expected = await db
          .select({ id: registers.id })
          .from(registers)
          .where(inArray(registers.type, ['medic']))
          .orderBy(by(sortColumn), by(registers.id))
          .limit(LIMIT)
          .offset((page - 1) * LIMIT);
        expect(answer.total).toBe(total);
        expect(
          answer.data.map((row) => Number(row.id)),
          `${column} ${direction} page ${page}`,
        ).toEqual(expected.map((row) => Number(row.id)));
      }
    }
  });
});
