import { roadDashboardQuerySchema, toQueryParams } from '@aptovial/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DayRange } from '../../shared/forms/DateRangeFields';
import { defaultRoadDashboardQuery, type RoadDashboardQuery } from './api/roadDashboard';

const KEY = 'date_range';

/** The address bar's range, as the API reads it; a range it would refuse is no range. */
export function readPanelQuery(search: URLSearchParams): RoadDashboardQuery {
  const raw = search.get(KEY);
  if (raw === null) return defaultRoadDashboardQuery;
  const parsed = roadDashboardQuerySchema.safeParse({ date_range: raw });
  return parsed.success ? parsed.data : defaultRoadDashboardQuery;
}

/**
 * The panel's date range, kept in the address (`?date_range=from,to`) so a reload, back/forward
 * or a shared link show the same figures. No range: the month so far, the API's default.
 */
export function usePanelRange() {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readPanelQuery(search), [search]);
  const setRange = (range: DayRange | undefined) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      const value = toQueryParams({ date_range: range })[KEY];
      if (value === undefined) next.delete(KEY);
      else next.set(KEY, value);
      return next;
    });
  return { query, range: query.date_range, setRange };
}
