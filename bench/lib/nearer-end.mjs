// apps/api/src/lists/nearer-end.ts `pageFromNearerEnd`, for the bare mirrors and the benches'
// EXPLAIN (decision 0044): a page past FAR_PAGE_OFFSET rows counts first and, nearer the end
// than the start, is walked from the end in the opposite direction and turned back; a page
// LIST_DEPTH_CAP rows or more from both ends is refused (decision 0054).

export const FAR_PAGE_OFFSET = 1_000;
/** packages/shared LIST_DEPTH_CAP. */
export const LIST_DEPTH_CAP = 10_000;

/**
 * The request as the API walks it in a list of `total` (its `limit`, `offset`, `direction`, and
 * `reversed` when walked from the end); null when the page is past the end.
 */
export function walkedRequest(request, total) {
  if (request.offset < FAR_PAGE_OFFSET) return request;
  if (request.offset >= total) return null;
  const after = total - request.offset - request.limit;
  if (after >= request.offset) return request;
  return {
    ...request,
    direction: request.direction === 'asc' ? 'desc' : 'asc',
    limit: Math.min(request.limit, total - request.offset),
    offset: Math.max(0, after),
    reversed: true,
  };
}

/**
 * `{ rows, total }` of `request`: `rowsAt(request)` reads a page's rows in the request's
 * direction, `count()` the total; null when the page is refused (PAGE_TOO_DEEP).
 */
export async function pageFromNearerEnd(request, rowsAt, count) {
  if (request.offset < FAR_PAGE_OFFSET) {
    const [rows, total] = await Promise.all([rowsAt(request), count()]);
    return { rows, total };
  }
  const total = await count();
  const after = total - request.offset - request.limit;
  if (request.offset >= LIST_DEPTH_CAP && after >= LIST_DEPTH_CAP) return null;
  const walked = walkedRequest(request, total);
  if (walked === null) return { rows: [], total };
  const rows = await rowsAt(walked);
  return { rows: walked.reversed ? [...rows].reverse() : rows, total };
}
