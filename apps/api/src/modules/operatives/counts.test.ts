import type { OperativeHistoryQuery, OperativeStatus } from '@aptovial/shared';
import { and, count, eq, gte, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatives } from '../../db/schema/index';
import { createOperativeCounts } from './counts';
import type { OperativesScope } from './policy';
import { insertOperative } from './read-testing';
import { operativesKit } from './testing';

const kit = operativesKit();
const o = operatives;
type Doctor = Awaited<ReturnType<typeof kit.doctor>>;

/** count(*) of what the history's filters match: what the kept counts must always equal. */
async function counted(scope: OperativesScope, query: Partial<OperativeHistoryQuery>) {
  const [from, to] = query.date_range ?? ['', ''];
  const [row] = await kit
    .t()
    .database.db.select({ total: count() })
    .from(o)
    .where(
      and(
        scope.all ? undefined : eq(o.doctorAccountId, scope.accountId),
        query.state ? eq(o.state, query.state) : undefined,
        query.status ? eq(o.status, query.status) : undefined,
        from ? gte(o.startDate, from) : undefined,
        to ? lte(o.startDate, to) : undefined,
      ),
    );
  return row?.total ?? 0;
}

describe('operative_counts: the history total kept by the database', () => {
  let first: Doctor;
  let second: Doctor;
  const statuses: OperativeStatus[] = ['Pending', 'InProgress', 'Executed', 'Cancelled'];

  beforeAll(async () => {
    [first, second] = [await kit.doctor(), await kit.doctor()];
    const t = kit.t();
    // Across month ends and two states, every status, two doctors.
    const days = [
      '2026-01-31',
      '2026-02-01',
      '2026-02-15',
      '2026-02-28',
      '2026-03-01',
      '2026-04-30',
    ];
    for (const [i, day] of days.entries()) {
      for (const doctor of [first, second]) {
        await insertOperative(t, doctor, {
          startDate: day,
          status: statuses[i % statuses.length],
          ...(i % 2 === 0 ? { state: 'VE-B', municipality: 201 } : {}),
        });
      }
    }
  });

  async function expectEveryFilterCounted() {
    const counts = createOperativeCounts(kit.t().database.db);
    const scopes: OperativesScope[] = [
      { all: true },
      { all: false, accountId: first.accountId },
      { all: false, accountId: second.accountId },
    ];
    const ranges: [string, string][] = [
      ['', ''],
      ['2026-02-01', '2026-02-28'],
      ['2026-01-15', '2026-03-01'],
      ['2026-02-10', ''],
      ['', '2026-02-14'],
      ['2026-05-01', '2026-05-31'],
    ];
    for (const scope of scopes) {
      for (const state of [undefined, 'VE-A', 'VE-B']) {
        for (const status of [undefined, ...statuses, 'Rescheduled' as const]) {
          for (const date_range of ranges) {
            const query = { state, status, date_range } as OperativeHistoryQuery;
            const label = JSON.stringify({ scope, state, status, date_range });
            expect(await counts.total(scope, query), label).toBe(await counted(scope, query));
          }
        }
      }
    }
  }

  it('equals count(*) for every doctor, state, status and range', async () => {
    expect(await counted({ all: true }, {})).toBe(12);
    await expectEveryFilterCounted();
  });

  it('follows transitions, reschedules and deletions', async () => {
    const { db } = kit.t().database;
    const [moved] = await db
      .update(o)
      .set({ status: 'Rescheduled', startDate: '2026-03-15', endDate: '2026-03-15' })
      .where(and(eq(o.doctorAccountId, first.accountId), eq(o.startDate, '2026-02-01')))
      .returning({ id: o.id });
    expect(moved).toBeDefined();
    await db
      .update(o)
      .set({ status: 'Executed' })
      .where(and(eq(o.doctorAccountId, second.accountId), eq(o.status, 'InProgress')));
    await db
      .delete(o)
      .where(and(eq(o.doctorAccountId, second.accountId), eq(o.startDate, '2026-04-30')));
    await expectEveryFilterCounted();
  });
});
