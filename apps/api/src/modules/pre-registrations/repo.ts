import {
  LIST_DEPTH_CAP,
  type preRegisterOrderColumns,
  type RequestPaymentFilter,
} from '@aptovial/shared';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { withRowPlan } from '../../db/row-plan';
import { municipalities, preRegistrations } from '../../db/schema/index';
import {
  createdWithin,
  createListStatements,
  pageIdsStatement,
  rowsByIds,
} from '../../lists/lists';
import { type Direction, type Page, pageFromNearerEnd } from '../../lists/nearer-end';
import { type ChargeRow, chargeColumnsOf, chargeFilter, lastChargeOf } from './charges';
import { countsKeyOf, createPreRegistrationCounts } from './counts';

const t = preRegistrations;
export type PreRegistrationValues = Omit<
  typeof t.$inferInsert,
  'id' | 'createdAt' | 'certificateId' | 'servedAt'
>;
export type PreRegistrationRow = typeof t.$inferSelect & { municipalityName: string };
/** A request with its last charge (null: never charged), as the road Admin's list reads it. */
export type PreRegistrationWithChargeRow = PreRegistrationRow & { charge: ChargeRow | null };

export type PreRegistrationFilters = {
  state?: string;
  municipality?: number;
  type?: string;
  grade?: string;
  status?: 'open' | 'served';
  payment?: RequestPaymentFilter;
  createdFrom?: Date;
  createdBefore?: Date;
};
export type PreRegistrationOrder = {
  column: (typeof preRegisterOrderColumns)[number];
  direction: 'asc' | 'desc';
};
type ListedRow = { request: typeof t.$inferSelect; municipalityName: string };
/** An open request as an operative's notice addresses it. */
export type OpenApplicant = { id: number; names: string; lastNames: string; email: string };
/** How searchPreRegister looks for open requests. */
export type PreRegistrationSearch = { dni: string } | { email: string } | { words: string[] };

const orderColumns: Record<PreRegistrationOrder['column'], PgColumn> = {
  createdAt: t.createdAt,
  names: t.names,
  lastNames: t.lastNames,
  dni: t.dni,
  state: t.state,
};

const equals = <T>(column: PgColumn, value: T | undefined) =>
  value === undefined ? undefined : eq(column, value);
const open = isNull(t.certificateId);
const statusIs = { open, served: isNotNull(t.certificateId) } as const;

function whereOf(filters: PreRegistrationFilters): SQL | undefined {
  return and(
    equals(t.state, filters.state),
    equals(t.municipality, filters.municipality),
    equals(t.type, filters.type),
    filters.grade === undefined ? undefined : sql`${filters.grade} = any(${t.grades})`,
    filters.status === undefined ? undefined : statusIs[filters.status],
    filters.payment === undefined ? undefined : chargeFilter(filters.payment),
    createdWithin(t.createdAt, filters),
  );
}

/** LIKE wildcards in a searched word are taken literally. */
const literal = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);
/** Names and last names, accent- and case-blind (unaccent), for the name search. */
const fullName = sql`unaccent(${t.names} || ' ' || ${t.lastNames})`;

function searchOf(search: PreRegistrationSearch): SQL | undefined {
  if ('dni' in search) return eq(t.dni, search.dni);
  if ('email' in search) return sql`lower(${t.email}) = lower(${search.email})`;
  return and(
    ...search.words.map((word) => sql`${fullName} ilike unaccent(${`%${literal(word)}%`})`),
  );
}

/** Queries of `pre_registrations`, the public's requests for a certificate. */
export function createPreRegistrationsRepo(
  db: Db,
  /** Rows from both ends past which a page is refused (decision 0054). */
  depthCap = LIST_DEPTH_CAP,
) {
  const run = createListStatements();
  const counts = createPreRegistrationCounts(db);
  const listed = (tx: Db) =>
    tx
      .select({ request: t, municipalityName: municipalities.name })
      .from(t)
      .innerJoin(municipalities, eq(municipalities.id, t.municipality));
  const flat = (rows: ListedRow[]) =>
    rows.map(({ request, municipalityName }) => ({ ...request, municipalityName }));
  const lastCharge = lastChargeOf(db);
  /** Requests by id with their municipality's name and last charge (LATERAL, decision 0066). */
  const withCharges = withRowPlan(
    db
      .select({
        request: t,
        municipalityName: municipalities.name,
        charge: chargeColumnsOf(lastCharge),
      })
      .from(t)
      .innerJoin(municipalities, eq(municipalities.id, t.municipality))
      .leftJoinLateral(lastCharge, sql`true`)
      .where(sql`${t.id} = any(${sql.placeholder('ids')})`)
      .prepare('pre_registrations_with_charges'),
  );
  type WithCharge = Awaited<ReturnType<typeof withCharges.execute>>[number];
  const charged = ({ request, municipalityName, charge }: WithCharge) => ({
    ...request,
    municipalityName,
    charge,
  });

  return {
    /** A new request; undefined when the person already has an open one of that type. */
    async insertUnlessOpen(values: PreRegistrationValues, tx: Db): Promise<number | undefined> {
      const [row] = await tx
        .insert(t)
        .values(values)
        .onConflictDoNothing({ target: [t.nationality, t.dni, t.type], where: open })
        .returning({ id: t.id });
      return row?.id;
    },

    /** The person's open request of a type (the one a duplicate answers). */
    async openOf(
      person: { nationality: 'V' | 'E'; dni: string; type: string },
      tx: Db = db,
    ): Promise<PreRegistrationRow | undefined> {
      const where = and(
        eq(t.nationality, person.nationality),
        eq(t.dni, person.dni),
        eq(t.type, person.type),
        open,
      );
      return flat(await listed(tx).where(where).limit(1))[0];
    },

    async byId(id: number, tx: Db = db): Promise<PreRegistrationRow | undefined> {
      return flat(await listed(tx).where(eq(t.id, id)).limit(1))[0];
    },

    async page(
      filters: PreRegistrationFilters,
      order: PreRegistrationOrder,
      limit: number,
      offset: number,
    ) {
      const where = whereOf(filters);
      // From the kept counts when they can answer the filters (all but a grade), else counted.
      const key = countsKeyOf(filters);
      const totals = () =>
        key === undefined
          ? run({
              key: 'pre_registrations:total',
              where,
              build: (shape) => db.select({ total: count() }).from(t).where(shape),
            })
          : counts.total(key).then((total) => [{ total }]);
      // The page's ids from the sort indexes alone, then those rows with their last charge.
      const rowsAt = async (page: Page, direction: Direction) => {
        const columns = [orderColumns[order.column], t.id];
        const sorted = { column: order.column, direction, columns };
        const ids = await run(pageIdsStatement(db, t.id, where, sorted, page));
        return rowsByIds(ids, withCharges, (row) => row.request.id);
      };
      const { rows, total } = await pageFromNearerEnd(
        { limit, offset },
        order.direction,
        rowsAt,
        totals,
        depthCap,
      );
      return { rows: rows.map(charged), total };
    },

    /** One request with its last charge (Lista-preRegistro's detail). */
    async withChargeById(id: number): Promise<PreRegistrationWithChargeRow | undefined> {
      return (await rowsByIds([{ id }], withCharges, (row) => row.request.id)).map(charged)[0];
    },

    /**
     * A municipality's open requests (no certificate yet), oldest first: who an operative there
     * is announced to, and how many. `tx`: read in the caller's transaction.
     */
    async openIn(state: string, municipality: number, tx: Db = db): Promise<OpenApplicant[]> {
      return tx
        .select({ id: t.id, names: t.names, lastNames: t.lastNames, email: t.email })
        .from(t)
        .where(and(eq(t.state, state), eq(t.municipality, municipality), open))
        .orderBy(t.id);
    },

    /** Open requests found by dni, e-mail or words of the name (of `state` if given), newest first. */
    async searchOpen(
      search: PreRegistrationSearch,
      limit: number,
      state?: string,
    ): Promise<PreRegistrationRow[]> {
      return flat(
        await listed(db)
          .where(and(open, equals(t.state, state), searchOf(search)))
          .orderBy(desc(t.createdAt), desc(t.id))
          .limit(limit),
      );
    },

    /**
     * Marks an open request served by a certificate, inside the issuing transaction. Only a request
     * still open is changed (`certificate_id is null`): of two issues racing for one request, the
     * second waits on the first's row lock, then finds it served and changes nothing.
     */
    /** The served request's payment (null if unpaid); undefined when it was not open. */
    async markServed(id: number, certificateId: number, at: Date, tx: Db) {
      const [row] = await tx
        .update(t)
        .set({ certificateId, servedAt: at })
        .where(and(eq(t.id, id), open))
        .returning({ paymentId: t.paymentId });
      return row;
    },
  };
}
export type PreRegistrationsRepo = ReturnType<typeof createPreRegistrationsRepo>;
