import type { FraudSignalsQuery } from '@aptovial/shared';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';
import { fraudSightOf, stateFilterOf } from './policy';
import type { ExportedSignal, FraudRepo } from './repo';

/** The fraud report's reads, each kept to what the reader sees (their state, or every state). */
export function createFraudReads(repo: FraudRepo) {
  const filtersOf = (reader: AuthContext, query: FraudSignalsQuery) => ({
    kind: query.kind,
    date_range: query.date_range,
    state: stateFilterOf(fraudSightOf(reader), query.state),
  });

  return {
    async list(reader: AuthContext, query: FraudSignalsQuery) {
      const { rows, total } = await repo.page(filtersOf(reader, query), query);
      return { data: rows, total, page: query.page, limit: query.limit };
    },

    report: (reader: AuthContext, query: FraudSignalsQuery): Promise<ExportedSignal[]> =>
      repo.report(filtersOf(reader, query)),

    /** One signal and its certificates; another state's answers 403 to a state-bound reader. */
    async one(reader: AuthContext, id: number) {
      const sight = fraudSightOf(reader);
      const signal = await repo.byId(id);
      if (!signal) throw new AppError('NOT_FOUND', 'La señal no existe.');
      if (sight.state !== undefined && signal.state !== sight.state) {
        throw new AppError('FORBIDDEN', 'Solo puede consultar las señales de su estado.');
      }
      return { ...signal, certificates: await repo.evidence(signal.certificateIds) };
    },
  };
}
export type FraudReads = ReturnType<typeof createFraudReads>;
