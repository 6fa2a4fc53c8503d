import type { OperativeApplicantsQuery } from '@aptovial/shared';
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, preRegistrations } from '../../db/schema/index';
import { createListStatements } from '../../lists/lists';
import { pageWithTotal } from '../../lists/page-with-total';

const r = preRegistrations;
/** Where and which operative: its applicants are its municipality's requests. */
export type OperativePlace = { id: number; state: string; municipality: number };

/** LIKE wildcards in a searched word are taken literally. */
const literal = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);
const fullName = sql`unaccent(${r.names} || ' ' || ${r.lastNames})`;

/** A cédula (digits: its beginning) or words of the names, accent- and case-blind. */
function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (/^\d+$/.test(q)) return sql`${r.dni} like ${`${q}%`}`;
  // The row's name is unaccented once, then matched against every word.
  const words = q.split(/\s+/).map((word) => sql`unaccent(${`%${literal(word)}%`})`);
  return sql`${fullName} ilike all (array[${sql.join(words, sql`, `)}])`;
}

/**
 * The operative's applicants: its municipality's requests still open, and those served by a
 * certificate issued at it (a request served elsewhere is no longer anyone's applicant).
 */
function whereOf(place: OperativePlace, query: OperativeApplicantsQuery): SQL | undefined {
  const open = isNull(r.certificateId);
  const servedHere = sql`${r.certificateId} in (select c.id from ${certificates} c where c.operative_id = ${place.id})`;
  const status = {
    open,
    paid: and(open, isNotNull(r.paymentId)),
    served: servedHere,
  } as const;
  return and(
    eq(r.state, place.state),
    eq(r.municipality, place.municipality),
    query.status === undefined ? or(open, servedHere) : status[query.status],
    searchOf(query.q),
  );
}

const orderColumns = { createdAt: r.createdAt, lastNames: r.lastNames } as const;

/** Queries of an operative's applicants: the requests of its municipality (pre_registrations). */
export function createApplicantsRepo(db: Db) {
  const run = createListStatements();
  return {
    page: (place: OperativePlace, query: OperativeApplicantsQuery) =>
      pageWithTotal(db, run, {
        name: 'operative_applicants',
        rows: () =>
          db
            .select({
              id: r.id,
              dni: r.dni,
              nationality: r.nationality,
              names: r.names,
              lastNames: r.lastNames,
              email: r.email,
              phone: r.phone,
              dateBirth: r.dateBirth,
              grades: r.grades,
              typeCertifields: r.type,
              createdAt: r.createdAt,
              paymentId: r.paymentId,
              paidAt: r.paidAt,
              certificateId: r.certificateId,
              serial: certificates.serial,
              // Served without payment: the doctor's reason (decision 0065).
              withoutPayment: certificates.unpaidReason,
            })
            .from(r)
            .leftJoin(certificates, eq(certificates.id, r.certificateId))
            .$dynamic(),
        counted: r,
        where: whereOf(place, query),
        order: {
          column: query.order_by,
          direction: query.order_direction,
          columns: [orderColumns[query.order_by], r.id],
        },
        page: { limit: query.limit, offset: (query.page - 1) * query.limit },
      }),
  };
}
export type ApplicantsRepo = ReturnType<typeof createApplicantsRepo>;
export type ApplicantRow = Awaited<ReturnType<ApplicantsRepo['page']>>['rows'][number];
