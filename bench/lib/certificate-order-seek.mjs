// apps/api/src/modules/certificates/order-seek.ts for the bare mirror and the bench's EXPLAIN
// (decision 0046): a deep page of a list by serial, due date, names or last names, filtered by
// the visible state, a state and the channel alone, starts at the bucket its first row falls in,
// found by the running sum of certificate_order_counts as certificate-day-seek.mjs finds a day.
import { stateAndChannelCounts } from './certificate-count-sql.mjs';
import { columnBound } from './certificate-list-sql.mjs';

/** Due dates counted per day since 2000-01-01 (migration 0035). */
const DUE_EPOCH_MS = Date.UTC(2000, 0, 1);
const dueDayOf = (bucket) =>
  new Date(DUE_EPOCH_MS + bucket * 86_400_000).toISOString().slice(0, 10);

const ANCHORS = '"certificate_name_anchors"';
const SERIALS = '"certificate_serial_anchors"';

/**
 * order-seek.ts `serialFrom`: the serial opening the bucket (or the next one), one sub-select;
 * past either end, a serial below or above every one.
 */
const serialFrom = (bucket, desc) => (param, column) =>
  `${column('serial')} ${desc ? '<' : '>='} coalesce((select ${SERIALS}."serial" from ${SERIALS} ` +
  `where ${SERIALS}."bucket" = ${param(desc ? bucket + 1 : bucket)}), ` +
  `${desc ? '9223372036854775807' : '0'})`;

/**
 * order-seek.ts `nameFrom`: (name, id) compared with the anchor that opens the bucket (ascending)
 * or the next one (descending), read by sub-selects; ('', 0) before the first bucket, the
 * greatest name and an id past the greatest after the last.
 */
const nameFrom = (sort, name) => (bucket, desc) => (param, column) => {
  const at = desc ? bucket + 1 : bucket;
  const part = (field) =>
    `(select ${ANCHORS}."${field}" from ${ANCHORS} where ${ANCHORS}."sort" = ${param(sort)} ` +
    `and ${ANCHORS}."bucket" = ${param(at)})`;
  const none = desc
    ? {
        name: `(select max(${column(name)}) from "certificates")`,
        id: `(select max(${column('id')}) + 1 from "certificates")`,
      }
    : { name: `''`, id: '0' };
  const key = `(coalesce(${part('name')}, ${none.name}), coalesce(${part('id')}, ${none.id}))`;
  return `(${column(name)}, ${column('id')}) ${desc ? '<' : '>='} ${key}`;
};

/** order-seek.ts `BOUNDS`: the list's rows from bucket `bucket` on, in the walk's direction. */
const BOUNDS = {
  serial: serialFrom,
  dueDate: (bucket, desc) => columnBound('due_date', desc ? '<=' : '>=', dueDayOf(bucket)),
  names: nameFrom('names', 'names'),
  lastNames: nameFrom('lastNames', 'last_names'),
};

/** order-seek.ts `orderSeekOf`: the counter rows of `request`'s buckets; undefined if walked. */
export function orderCountsOf(request) {
  if (!Object.hasOwn(BOUNDS, request.orderBy)) return undefined;
  const counts = stateAndChannelCounts(request, [['"sort" =', request.orderBy]]);
  return counts && { table: 'certificate_order_counts', day: 'bucket', ...counts };
}

/** The rows in bucket `bucket` (as text) and after it, as `request.after`. */
export const orderBoundOf = (request, bucket) =>
  BOUNDS[request.orderBy](Number(bucket), request.direction !== 'asc');
