/** Deep pages of long lists read from the list's nearer end (decision 0044), capped (0054). */
import { LIST_DEPTH_CAP, pageWithinCap } from '@aptovial/shared';
import { AppError } from '../errors';
import { pageAndTotal } from './lists';

export type Direction = 'asc' | 'desc';
export type Page = { limit: number; offset: number };

/**
 * Rows before a page from which the total is counted first, to know which end is nearer. Below
 * it the page and the total run together, as every list did; the walk is short either way.
 */
export const FAR_PAGE_OFFSET = 1_000;

/**
 * Where to read a page that starts `page.offset` rows into a list of `total`: as asked, or, when
 * fewer rows come after it than before it, walking the opposite direction from the list's end
 * (`reversed`: the rows come back last first). Null when the page is past the end.
 */
export function nearerEndOf(
  page: Page,
  total: number,
  direction: Direction,
): { page: Page; direction: Direction; reversed: boolean } | null {
  if (page.offset >= total) return null;
  const after = total - page.offset - page.limit;
  if (after >= page.offset) return { page, direction, reversed: false };
  return {
    page: { limit: Math.min(page.limit, total - page.offset), offset: Math.max(0, after) },
    direction: direction === 'asc' ? 'desc' : 'asc',
    reversed: true,
  };
}

/**
 * A page and the total of a list whose order ends in a unique column in the same direction (the
 * id), so walking it the other way gives exactly the same rows in reverse. An OFFSET walks every
 * row before the page: the last page of a million certificates walked a million index entries
 * (decision 0044); from the nearer end no page walks more than half the list, and a page `cap` rows
 * or more from both ends is refused (PAGE_TOO_DEEP, decision 0054), so no walk reaches the cap.
 */
export async function pageFromNearerEnd<Row>(
  page: Page,
  direction: Direction,
  rowsAt: (page: Page, direction: Direction) => PromiseLike<Row[]>,
  totals: () => PromiseLike<{ total: number }[]>,
  cap = LIST_DEPTH_CAP,
  farOffset = FAR_PAGE_OFFSET,
): Promise<{ rows: Row[]; total: number }> {
  if (page.offset < Math.min(farOffset, cap)) {
    return pageAndTotal(rowsAt(page, direction), totals());
  }
  const total = (await totals())[0]?.total ?? 0;
  if (!pageWithinCap(page, total, cap)) throw new AppError('PAGE_TOO_DEEP');
  const read = nearerEndOf(page, total, direction);
  if (read === null) return { rows: [], total };
  const rows = await rowsAt(read.page, read.direction);
  return { rows: read.reversed ? [...rows].reverse() : rows, total };
}
