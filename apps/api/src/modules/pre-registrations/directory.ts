import type {
  ListPreRegistersQuery,
  PreRegistration,
  PreRegistrationWithPayment,
  preRegisterOperativeQuerySchema,
  searchPreRegisterQuerySchema,
} from '@aptovial/shared';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { createdBetween, REPORT_CAP } from '../../lists/lists';
import type { ReferenceService } from '../reference/service';
import { toPreRegistration, toPreRegistrationWithPayment } from './items';
import type { PreRegistrationFilters, PreRegistrationSearch, PreRegistrationsRepo } from './repo';

type OperativeQuery = z.output<typeof preRegisterOperativeQuerySchema>;
type SearchQuery = z.output<typeof searchPreRegisterQuerySchema>;
type Deps = { repo: PreRegistrationsRepo; reference: ReferenceService };

/** searchPreRegister answers at most this many requests, newest first. */
export const SEARCH_CAP = 20;
const MAX_WORDS = 6;

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', undefined, [{ field, message }]);

function filtersOf(query: ListPreRegistersQuery): PreRegistrationFilters {
  const { state, municipality, typeCertifields, grade, status, payment, date_range } = query;
  return {
    ...(state ? { state } : {}),
    ...(municipality ? { municipality } : {}),
    ...(typeCertifields ? { type: typeCertifields } : {}),
    ...(grade ? { grade } : {}),
    ...(status ? { status } : {}),
    ...(payment ? { payment } : {}),
    ...createdBetween(date_range),
  };
}

/** The typed text as one of the three searches; nothing searchable is a field error of `q`. */
function searchOf({ type, q }: SearchQuery): PreRegistrationSearch {
  if (type === 'dni') {
    // "V-12.345.678" as people write it: the digits are the dni.
    const dni = q.replace(/^[VvEe]-?/, '').replace(/[.\s]/g, '');
    if (!/^\d{5,9}$/.test(dni)) throw fieldError('q', 'La cédula debe tener de 5 a 9 dígitos');
    return { dni };
  }
  if (type === 'email') return { email: q };
  const words = q.split(/\s+/).filter((word) => word.length > 0);
  if (words.length > MAX_WORDS) throw fieldError('q', `Escriba hasta ${MAX_WORDS} palabras`);
  return { words };
}

/** Reading requests: only signed-in roles that serve them get here (the routes' guards). */
export function createPreRegistrationsDirectory({ repo, reference }: Deps) {
  /**
   * One request. `state` (a road doctor's reach, decision 0051): another state's request is
   * answered as a missing one; null reaches none, undefined every state.
   */
  async function one(id: number, state?: string | null): Promise<PreRegistration> {
    const row = await repo.byId(id);
    if (!row || (state !== undefined && row.state !== state)) {
      throw new AppError('NOT_FOUND', 'La solicitud no existe.');
    }
    return toPreRegistration(row);
  }

  return {
    /** Lista-preRegistro: a page of requests, each with its last charge, and the total matching. */
    async list(query: ListPreRegistersQuery) {
      const { limit, page, order_by, order_direction } = query;
      const { rows, total } = await repo.page(
        filtersOf(query),
        { column: order_by, direction: order_direction },
        limit,
        (page - 1) * limit,
      );
      return { data: rows.map(toPreRegistrationWithPayment), total, page, limit };
    },

    /** Every match up to the report cap, for the Excel export, in the list's order. */
    async report(query: ListPreRegistersQuery): Promise<PreRegistrationWithPayment[]> {
      const order = { column: query.order_by, direction: query.order_direction };
      const { rows } = await repo.page(filtersOf(query), order, REPORT_CAP, 0);
      return rows.map(toPreRegistrationWithPayment);
    },

    one,

    /** GET /api/preRegister/{id} (the road Admin's detail): the request and its last charge. */
    async detail(id: number): Promise<PreRegistrationWithPayment> {
      const row = await repo.withChargeById(id);
      if (!row) throw new AppError('NOT_FOUND', 'La solicitud no existe.');
      return toPreRegistrationWithPayment(row);
    },

    /** A municipality's open requests (up to the report cap) and how many there are. */
    async operative(query: OperativeQuery) {
      const { municipalities } = (await reference.snapshot()).data;
      const found = municipalities.find((m) => m.id === query.municipality);
      if (found?.state !== query.state) {
        throw fieldError('municipality', 'El municipio no pertenece al estado elegido');
      }
      const filters: PreRegistrationFilters = {
        state: query.state,
        municipality: query.municipality,
        status: 'open',
        ...createdBetween(query.date_range),
      };
      const order = { column: 'createdAt', direction: 'desc' } as const;
      const { rows, total } = await repo.page(filters, order, REPORT_CAP, 0);
      return { data: rows.map(toPreRegistration), total };
    },

    /**
     * searchPreRegister: open requests by dni, e-mail or words of the name, newest first; of
     * `state` only when given (null: none), as `one`.
     */
    async search(query: SearchQuery, state?: string | null): Promise<PreRegistration[]> {
      const search = searchOf(query);
      if (state === null) return [];
      return (await repo.searchOpen(search, SEARCH_CAP, state)).map(toPreRegistration);
    },
  };
}
export type PreRegistrationsDirectory = ReturnType<typeof createPreRegistrationsDirectory>;
