import type { listUsersQuerySchema, userReportQuerySchema } from '@aptovial/shared';
import type { z } from 'zod';
import { createdBetween, REPORT_CAP } from '../../lists/lists';
import type { ListFilters } from './filters';
import { toListItem } from './items';
import { type Manager, visibleStateOf } from './policy';
import type { UsersRepo } from './repo';

type ListQuery = z.output<typeof listUsersQuerySchema>;
type ReportQuery = z.output<typeof userReportQuerySchema>;

function visibleTo(manager: Manager): ListFilters {
  const visibleState = visibleStateOf(manager);
  return {
    modules: manager.modules,
    ...(visibleState === undefined ? {} : { visibleState }),
  };
}

function filtersOf(manager: Manager, query: ReportQuery): ListFilters {
  const { state, rol, type, status, genders, dni, date_range } = query;
  return {
    ...visibleTo(manager),
    ...(state ? { state } : {}),
    ...(rol ? { rol } : {}),
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
    ...(genders ? { genders } : {}),
    ...(dni ? { dni } : {}),
    ...createdBetween(date_range),
  };
}

/** Reading people: the paginated list, the search by dni and the report (docs/product/calls.md). */
export function createUsersDirectory({ repo }: { repo: UsersRepo }) {
  return {
    async list(manager: Manager, query: ListQuery) {
      const { limit, page, order_by, order_direction } = query;
      const { rows, total } = await repo.page(
        filtersOf(manager, query),
        { column: order_by, direction: order_direction },
        limit,
        (page - 1) * limit,
      );
      return { data: rows.map(toListItem), total, page, limit };
    },

    async search(manager: Manager, dni: string) {
      const rows = await repo.all({ ...visibleTo(manager), dni }, REPORT_CAP);
      return { data: rows.map(toListItem) };
    },

    async report(manager: Manager, query: ReportQuery) {
      const rows = await repo.all(filtersOf(manager, query), REPORT_CAP);
      return { data: rows.map(toListItem) };
    },
  };
}
export type UsersDirectory = ReturnType<typeof createUsersDirectory>;
