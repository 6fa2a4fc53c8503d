// The certificate list's totals kept as counts (bench/lib/certificate-list-sql.mjs): filters.ts
// `roadCountsOf` and `dayCountsCondition`, written out for the bare mirror.
import { rangeParts } from './road-days.mjs';

export const SUMMED_FILTERS = ['grade', 'typeCertifields', 'status', 'dni', 'nationality', 'text'];

/**
 * As filters.ts `roadCountsOf` and road-counts.ts `total`: road medicine's list filtered by state
 * and dates alone is summed from road_counts (a VialDirector's own, which have no state), three
 * index ranges joined by UNION ALL: the rows of the state, or without a state the rows by type
 * and grade (state ''), which sum every certificate (migration 0055).
 */
export function roadCountsQuery(request) {
  const { channel, schoolNumberId, state, expeditionFrom, expeditionTo } = request;
  if (channel !== 'medicVial' || request.visibleState !== undefined) return undefined;
  if (SUMMED_FILTERS.some((key) => request[key] !== undefined)) return undefined;
  if (schoolNumberId !== undefined && state !== undefined) return undefined;
  const [firstDays, months, lastDays] = rangeParts(expeditionFrom, expeditionTo);
  const span = (period, at) =>
    `select "total" from "road_counts" where ("road_counts"."scope" = $1 and ` +
    `"road_counts"."state" = $2 and "road_counts"."period" = '${period}' and ` +
    `"road_counts"."start" between $${at} and $${at + 1})`;
  return {
    text:
      'select coalesce(sum("total"), 0)::int as count from ' +
      `((${span('day', 3)}) union all (${span('month', 5)}) union all (${span('day', 7)})) "range_rows"`,
    values: [schoolNumberId ?? 0, state ?? '', ...firstDays, ...months, ...lastDays],
  };
}

/** filters.ts `stateShownOf`: the one state a list shows, undefined every state, null none. */
export function stateShownOf({ visibleState, state }) {
  if (visibleState === null) return null;
  if (visibleState !== undefined && state !== undefined && state !== visibleState) return null;
  return visibleState ?? state;
}

/** As filters.ts `dayCountsCondition`: state and dates alone are summed from the per-day counts. */
export function dayCountsQuery(request) {
  const { expeditionFrom, expeditionTo } = request;
  const others = [...SUMMED_FILTERS, 'channel', 'schoolNumberId'];
  if (others.some((key) => request[key] !== undefined)) return undefined;
  const inState = stateShownOf(request);
  if (inState === null) return { text: 'select 0 as count', values: [] };
  const values = [];
  const conditions = ['true'];
  const add = (sqlText, value) => {
    values.push(value);
    conditions.push(`${sqlText} $${values.length}`);
  };
  add('"state" =', inState ?? ''); // '': every state's rows (migration 0034)
  if (expeditionFrom !== undefined) add('"expedition_date" >=', expeditionFrom);
  if (expeditionTo !== undefined) add('"expedition_date" <=', expeditionTo);
  return {
    text: `select coalesce(sum("total"), 0)::int as count from "certificate_day_counts" where ${conditions.join(' and ')}`,
    values,
  };
}
