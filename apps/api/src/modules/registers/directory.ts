import type {
  listRegistersQuerySchema,
  Register,
  registerReportQuerySchema,
  searchRegistersQuerySchema,
} from '@aptovial/shared';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { createdBetween, REPORT_CAP } from '../../lists/lists';
import type { RegisterFilters } from './filters';
import { toRegisters } from './items';
import type { Keeper } from './policy';
import type { ListedRow, RegistersRepo } from './repo';

export type ListQuery = z.output<typeof listRegistersQuerySchema>;
export type ReportQuery = z.output<typeof registerReportQuerySchema>;
export type SearchQuery = z.output<typeof searchRegistersQuerySchema>;

/**
 * The registers the keeper sees at all (type and, unless Admin or INTT, state; the road-medicine
 * Admin only medics with a road-medicine number, whatever they asked for).
 */
export function visibleTo(keeper: Keeper): RegisterFilters {
  const { types, visibleState, enabledMedicsOnly } = keeper;
  return {
    types,
    ...(visibleState === undefined ? {} : { visibleState }),
    ...(enabledMedicsOnly ? { medicVial: true } : {}),
  };
}

function filtersOf(keeper: Keeper, query: ReportQuery): RegisterFilters {
  const { date_range, ...asked } = query;
  return { ...asked, ...visibleTo(keeper), ...createdBetween(date_range) };
}

/** Reading registers: the page, the search by dni, the report and one register by id. */
export function createRegistersDirectory(deps: { repo: RegistersRepo; clock: () => Date }) {
  const { repo, clock } = deps;

  /** The rows with their college numbers, loaded in one more query. */
  async function withNumbers(rows: readonly ListedRow[]): Promise<Register[]> {
    const numbers = await repo.numbersOf(rows.map((row) => row.register.id));
    return toRegisters(rows, numbers, clock());
  }

  return {
    async list(keeper: Keeper, query: ListQuery) {
      const { limit, page, order_by, order_direction, ...filters } = query;
      const { rows, total } = await repo.page(
        filtersOf(keeper, filters),
        { column: order_by, direction: order_direction },
        limit,
        (page - 1) * limit,
      );
      return { data: await withNumbers(rows), total, page, limit };
    },

    async search(keeper: Keeper, { dni, nationality }: SearchQuery) {
      const rows = await repo.all({ ...visibleTo(keeper), dni, nationality }, REPORT_CAP);
      return { data: await withNumbers(rows) };
    },

    /** Every register matching the filters, newest first, up to REPORT_CAP (the Excel export). */
    async report(keeper: Keeper, query: ReportQuery): Promise<{ data: Register[] }> {
      const rows = await repo.all(filtersOf(keeper, query), REPORT_CAP);
      return { data: await withNumbers(rows) };
    },

    /** One register the keeper sees (404 NOT_FOUND otherwise). */
    async get(keeper: Keeper, id: number): Promise<Register> {
      const row = await repo.find(id, visibleTo(keeper));
      const [register] = row ? await withNumbers([row]) : [];
      if (!register) throw new AppError('NOT_FOUND', 'El registro no existe.');
      return register;
    },
  };
}
export type RegistersDirectory = ReturnType<typeof createRegistersDirectory>;
