// apps/api/src/modules/certificates/day-seek.ts for the bare mirror and the bench's EXPLAIN
// (decision 0045): a deep page of a list by date created or expedition date, filtered by state
// (and road medicine's channel) alone, starts at the day its first row falls on, found by a
// running sum of the per-day counts, and walks only from that day; by serial, due date, names or
// last names, from its bucket (decision 0046, certificate-order-seek.mjs).
import { SUMMED_FILTERS, stateAndChannelCounts, stateShownOf } from './certificate-count-sql.mjs';
import { columnBound } from './certificate-list-sql.mjs';
import { orderBoundOf, orderCountsOf } from './certificate-order-seek.mjs';
import { FAR_PAGE_OFFSET } from './nearer-end.mjs';

const nextUtcDay = (day) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * The counter table, day (or bucket) column and conditions of `request`'s days, as repo.ts picks
 * them: `daySeekOf`, else order-seek.ts `orderSeekOf`.
 */
function countsOf(request) {
  const {
    orderBy,
    channel,
    schoolNumberId,
    state,
    expeditionFrom: from,
    expeditionTo: to,
  } = request;
  if (SUMMED_FILTERS.some((key) => request[key] !== undefined)) return undefined;
  const conditions = [];
  const values = [];
  const add = (text, value) => {
    values.push(value);
    conditions.push(`${text} $${values.length}`);
  };
  if (orderBy === 'createdAt') {
    const counts = stateAndChannelCounts(request); // '': every state's rows (migration 0034)
    return counts && { table: 'certificate_created_day_counts', day: 'created_day', ...counts };
  }
  if (orderBy !== 'expeditionDate') return orderCountsOf(request);
  if (channel === 'medicVial') {
    if (request.visibleState !== undefined) return undefined;
    if (schoolNumberId !== undefined && state !== undefined) return undefined;
    add('"scope" =', schoolNumberId ?? 0);
    conditions.push(`"period" = 'day'`);
    add('"dimension" =', state === undefined ? 'total' : 'state');
    add('"key" =', state ?? '');
    if (from !== undefined) add('"start" >=', from);
    if (to !== undefined) add('"start" <=', to);
    return { table: 'road_counts', day: 'start', conditions, values };
  }
  if (channel !== undefined || schoolNumberId !== undefined) return undefined;
  const inState = stateShownOf(request);
  if (inState === null) conditions.push('false');
  else add('"state" =', inState ?? '');
  if (from !== undefined) add('"expedition_date" >=', from);
  if (to !== undefined) add('"expedition_date" <=', to);
  return { table: 'certificate_day_counts', day: 'expedition_date', conditions, values };
}

/** The day-of-offset query of a deep page of `request`; undefined when the page is walked. */
export function daySeekQuery(request) {
  if (request.offset < FAR_PAGE_OFFSET) return undefined;
  const counts = countsOf(request);
  if (counts === undefined) return undefined;
  const { table, day, conditions, values } = counts;
  const direction = request.direction === 'asc' ? 'asc' : 'desc';
  const where = conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
  return {
    text:
      `select "day", ("up_to" - "total")::bigint as "before" from (select "${day}"::text as "day", ` +
      `"${day}" as "position", sum("total") as "total", sum(sum("total")) over (order by ` +
      `"${day}" ${direction}) as "up_to" from "${table}"${where} group by "${day}") "days" ` +
      // The key's own order, not its text's: bucket 10 comes after 9.
      `where "up_to" > $${values.length + 1} order by "position" ${direction} limit 1`,
    values: [...values, request.offset],
  };
}

/** The rows on `day` and after it in the walk's direction (day-seek.ts `byCreated`/`byExpedition`). */
function boundOf(request, day) {
  const desc = request.direction !== 'asc';
  if (request.orderBy === 'createdAt') {
    return desc
      ? columnBound('created_at', '<', nextUtcDay(day))
      : columnBound('created_at', '>=', new Date(`${day}T00:00:00Z`));
  }
  if (request.orderBy !== 'expeditionDate') return orderBoundOf(request, day);
  return columnBound('expedition_date', desc ? '<=' : '>=', day);
}

/**
 * The request the page is walked as, from its day: its offset within that day and the bound
 * (`after`, which certificate-list-sql.mjs `whereOf` adds, as day-seek.ts `seekPageIds`); null
 * past the end.
 */
export async function seekedRequest(query, request, seek) {
  const { rows } = await query(seek);
  if (rows.length === 0) return null;
  const before = Number(rows[0].before);
  return { ...request, offset: request.offset - before, after: boundOf(request, rows[0].day) };
}
