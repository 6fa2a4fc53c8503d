import { LIST_DEPTH_CAP } from '@aptovial/shared';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registers } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createSeededApp } from '../../test/demo';
import { expectTooDeep, idsAndTotalOf } from '../../test/far-pages';
import { tokensFor } from '../users/testing';
import { callerOf } from './testing';

// Decision 0054 with the real cap: the pages around it, at both ends of a list just over twice
// the cap long (a page past the end is empty, not refused: only a list that long has a middle).
// One statement writes the registers: they share one created_at and one last name, so only the
// id orders them, walked from either end (decision 0044).
const LIMIT = 10;
const medics = eq(registers.type, 'medic');

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
  await t.database.db.execute(sql`
    insert into ${registers} (dni, nationality, names, last_names, gender, specialty, type)
    select (40000000 + n)::text, 'V', case when n % 3 = 0 then 'Ana' else 'Luis' end,
           'Zambrano', 'F', 'Medicina General', 'medic'
    from generate_series(1, ${2 * LIST_DEPTH_CAP + 15}) as n`);
}, 120_000);
afterAll(() => t.close());

const tokenOf = tokensFor(() => t);
const call = callerOf(() => t);

describe('register pages against the real depth cap', () => {
  it('reads the pages within the cap of either end as from the start, and refuses the middle', async () => {
    const token = await tokenOf('colegio', 'admin.medicos');
    const [counted] = await t.database.db.select({ total: count() }).from(registers).where(medics);
    const total = counted?.total ?? 0;
    expect(total).toBeGreaterThan(2 * LIST_DEPTH_CAP + LIMIT);
    // The first page LIST_DEPTH_CAP rows in, and the last with LIST_DEPTH_CAP rows after it.
    const firstRefused = LIST_DEPTH_CAP / LIMIT + 1;
    const lastRefused = Math.floor((total - LIMIT - LIST_DEPTH_CAP) / LIMIT) + 1;
    const lastPage = Math.ceil(total / LIMIT);
    for (const [column, sortColumn, direction] of [
      ['lastNames', registers.lastNames, 'asc'],
      ['createdAt', registers.createdAt, 'desc'],
    ] as const) {
      const by = direction === 'asc' ? asc : desc;
      const pageOf = (page: number) =>
        call(token, {
          method: 'GET',
          url: `/register?type=medic&limit=${LIMIT}&page=${page}&order_by=${column}&order_direction=${direction}`,
        });
      for (const page of [firstRefused - 1, lastRefused + 1, lastPage]) {
        const expected = await t.database.db
          .select({ id: registers.id })
          .from(registers)
          .where(medics)
          .orderBy(by(sortColumn), by(registers.id))
          .limit(LIMIT)
          .offset((page - 1) * LIMIT);
        const answer = idsAndTotalOf(await pageOf(page));
        expect(answer.total).toBe(total);
        expect(answer.keys, `${column} page ${page}`).toEqual(expected.map((row) => row.id));
      }
      for (const page of [firstRefused, lastRefused]) {
        expectTooDeep(await pageOf(page), `${column} page ${page}`);
      }
    }
  });
});
