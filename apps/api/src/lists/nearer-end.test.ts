import { LIST_DEPTH_CAP } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { FAR_PAGE_OFFSET, nearerEndOf, pageFromNearerEnd } from './nearer-end';

/** A list of `size` rows (0..size-1 ascending) read as a database would: walked, then sliced. */
function listOf(size: number) {
  const ascending = Array.from({ length: size }, (_, index) => index);
  const walked: number[] = [];
  return {
    walked,
    rowsAt: async (page: { limit: number; offset: number }, direction: 'asc' | 'desc') => {
      walked.push(page.offset);
      const order = direction === 'asc' ? ascending : [...ascending].reverse();
      return order.slice(page.offset, page.offset + page.limit);
    },
    totals: async () => [{ total: size }],
    forward: (offset: number, limit: number, direction: 'asc' | 'desc') =>
      (direction === 'asc' ? ascending : [...ascending].reverse()).slice(offset, offset + limit),
  };
}

describe('pages read from the nearer end', () => {
  it('gives every page exactly as a walk from the start does, and never walks past the middle', async () => {
    for (const size of [0, 1, 2, 9, 10, 11, 37]) {
      for (const limit of [1, 3, 10]) {
        for (const direction of ['asc', 'desc'] as const) {
          for (let offset = 0; offset <= size + limit; offset += limit) {
            const list = listOf(size);
            const answer = await pageFromNearerEnd(
              { limit, offset },
              direction,
              list.rowsAt,
              list.totals,
              Number.POSITIVE_INFINITY,
              0,
            );
            expect(answer.total).toBe(size);
            expect(answer.rows).toEqual(list.forward(offset, limit, direction));
            for (const walked of list.walked) expect(walked).toBeLessThanOrEqual(size / 2);
          }
        }
      }
    }
  });

  it('reads the last page of a long list from its end, and the first pages as asked', () => {
    expect(nearerEndOf({ limit: 10, offset: 999_990 }, 1_000_000, 'desc')).toEqual({
      page: { limit: 10, offset: 0 },
      direction: 'asc',
      reversed: true,
    });
    expect(nearerEndOf({ limit: 10, offset: 995 }, 1_000, 'asc')).toEqual({
      page: { limit: 5, offset: 0 },
      direction: 'desc',
      reversed: true,
    });
    expect(nearerEndOf({ limit: 10, offset: 20 }, 1_000_000, 'desc')).toEqual({
      page: { limit: 10, offset: 20 },
      direction: 'desc',
      reversed: false,
    });
    expect(nearerEndOf({ limit: 10, offset: 1_000 }, 1_000, 'asc')).toBeNull();
  });

  it('counts first only past FAR_PAGE_OFFSET rows; nearer pages run with their count', async () => {
    const order: string[] = [];
    const rowsAt = async () => {
      order.push('rows');
      return [];
    };
    const totals = async () => {
      order.push('total');
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [{ total: 5_000 }];
    };
    await pageFromNearerEnd({ limit: 10, offset: FAR_PAGE_OFFSET - 10 }, 'asc', rowsAt, totals);
    expect(order).toEqual(['rows', 'total']);
    order.length = 0;
    await pageFromNearerEnd({ limit: 10, offset: 4_990 }, 'asc', rowsAt, totals);
    expect(order).toEqual(['total', 'rows']);
  });

  it('refuses a page LIST_DEPTH_CAP rows or more from both ends before reading it (0054)', async () => {
    const size = 2 * LIST_DEPTH_CAP + 5_000;
    const list = listOf(size);
    const at = (offset: number) =>
      pageFromNearerEnd({ limit: 10, offset }, 'asc', list.rowsAt, list.totals);
    for (const offset of [LIST_DEPTH_CAP, size - LIST_DEPTH_CAP - 10, size / 2]) {
      await expect(at(offset)).rejects.toMatchObject({ code: 'PAGE_TOO_DEEP' });
    }
    expect(list.walked).toEqual([]);
    expect((await at(LIST_DEPTH_CAP - 10)).rows).toEqual(
      list.forward(LIST_DEPTH_CAP - 10, 10, 'asc'),
    );
    const fromEnd = size - LIST_DEPTH_CAP;
    expect((await at(fromEnd)).rows).toEqual(list.forward(fromEnd, 10, 'asc'));
    expect((await at(size + 10)).rows).toEqual([]);
  });
});
