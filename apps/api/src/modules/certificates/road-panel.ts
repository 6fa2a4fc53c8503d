import type { RoadDashboard } from '@aptovial/shared';
import { AppError } from '../../errors';
import type { DueSoonCounts } from './due-soon';
import type { CertificatesActor } from './policy';
import type { RoadCountsRepo } from './road-counts';
import { panelDaysOf } from './road-days';

type Deps = { repo: RoadCountsRepo; clock: () => Date; dueSoon: DueSoonCounts };
/** `date_range` as the list schemas parse it: either side may be empty. */
type DateRange = readonly [string, string] | undefined;
export type RoadPanelCounts = Omit<RoadDashboard, 'lots'>;

const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);

/**
 * Road medicine's panel counts (dashboardMVial), by expedition day in Caracas, from the counts a
 * trigger keeps (migration 0017): a doctor's own certificates, every doctor's for the Admin (and
 * by state). The range defaults to the month so far.
 */
export function createRoadPanel({ repo, clock, dueSoon }: Deps) {
  return async function roadPanel(
    actor: CertificatesActor,
    dateRange: DateRange,
  ): Promise<RoadPanelCounts> {
    if (actor.channel !== 'medicVial') throw new AppError('WRONG_MODULE');
    const days = panelDaysOf(clock());
    const from = dateRange?.[0] || days.monthStart;
    const to = dateRange?.[1] || days.today;
    if (from > to) {
      throw new AppError('VALIDATION_ERROR', undefined, [
        { field: 'date_range', message: 'La fecha inicial no puede ser posterior a la final' },
      ]);
    }
    // Scope 0 counts every doctor's certificates (the Admin's panel).
    const scope = actor.ownIssuer ?? 0;
    const [periods, byDay, totals, dueSoonByState] = await Promise.all([
      repo.periods(scope, days),
      repo.byDay(scope, from, to),
      repo.byKey(scope, from, to),
      dueSoon({
        channel: 'medicVial',
        ...(actor.ownIssuer === null ? {} : { schoolNumberId: actor.ownIssuer }),
      }),
    ]);
    return {
      ...periods,
      range: { from, to, total: totals.total },
      byType: totals.byType.sort(byKey),
      byGrade: totals.byGrade.sort(byKey),
      // Most certificates first: where the Admin looks.
      byState: totals.byState.sort((a, b) => b.total - a.total || byKey(a, b)),
      byDay,
      dueSoonByState,
    };
  };
}
export type RoadPanel = ReturnType<typeof createRoadPanel>;
