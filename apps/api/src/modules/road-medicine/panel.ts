import type { RoadDashboard } from '@aptovial/shared';
import type { RoadPanel } from '../certificates/index';
import type { CertificatesActor } from '../certificates/policy';
import type { LotsService } from '../lots/service';

type Deps = {
  /** The certificates module's panel counts. */
  roadPanel: RoadPanel;
  /** The lots module's lots of a doctor's state with their usage. */
  lots: Pick<LotsService, 'lotsOfIssuer'>;
};

/**
 * The road-medicine panel (dashboardMVial): the certificates module's counts and, for a doctor,
 * the lots of their college number's state with the serials left, where they issue. The Admin
 * works in every state and has no lots of their own. Both parts are read together.
 */
export function createRoadDashboard({ roadPanel, lots }: Deps) {
  return async function dashboard(
    actor: CertificatesActor,
    dateRange: readonly [string, string] | undefined,
  ): Promise<RoadDashboard> {
    const [counts, ownLots] = await Promise.all([
      roadPanel(actor, dateRange),
      actor.ownIssuer === null ? [] : lots.lotsOfIssuer(actor.ownIssuer),
    ]);
    return { ...counts, lots: ownLots };
  };
}
export type RoadDashboardService = ReturnType<typeof createRoadDashboard>;
