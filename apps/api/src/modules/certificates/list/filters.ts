import type { certificateOrderColumns } from '@aptovial/shared';
import { and, eq, gte, ilike, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  certificateDayCounts,
  certificateLots,
  certificates,
  EVERY,
  FOLDED_ACCENTS,
  registers,
  schoolNumbers,
} from '../../../db/schema/index';

/** What a caller may see, and what they asked for; every key narrows the result. */
export type CertificateFilters = {
  /** Non-Admin medic accounts see their own state's certificates only (`null`: none). */
  visibleState?: string | null;
  /** Road medicine reads only the certificates it issued (decision 0019). */
  channel?: 'colegio' | 'medicVial';
  serial?: number;
  state?: string;
  grade?: string;
  typeCertifields?: string;
  numberTP?: string;
  status?: boolean;
  /** The holder. */
  dni?: string;
  nationality?: 'V' | 'E';
  occupation?: string;
  place?: string;
  /** The issuing college number. */
  schoolNumberId?: number;
  /** The issuing doctor's register (searchDniCert). */
  doctor?: { dni: string; nationality: 'V' | 'E' };
  /** The issuing doctor's specialty. */
  specialty?: string;
  /** paramCert: a serial or holder dni (digits), or part of the holder's names or last names. */
  text?: string;
  /** Expedition dates, inclusive (calendar days). */
  expeditionFrom?: string;
  expeditionTo?: string;
};
export type CertificateOrder = {
  column: (typeof certificateOrderColumns)[number];
  direction: 'asc' | 'desc';
};

const equals = <T>(column: PgColumn, value: T | undefined) =>
  value === undefined ? undefined : eq(column, value);

/** LIKE's wildcards in a searched text taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Case-blind "contains" (occupation, place). */
const contains = (column: PgColumn, text: string | undefined) =>
  text === undefined ? undefined : ilike(column, `%${likeLiteral(text)}%`);

const ACCENTS = new Map(
  [...FOLDED_ACCENTS.from].map((char, index) => [char, FOLDED_ACCENTS.to[index] ?? char]),
);

/** A typed name folded as `holder_search` folds the stored ones: lower case, no accents. */
export const foldForSearch = (text: string): string =>
  [...text.toLowerCase()].map((char) => ACCENTS.get(char) ?? char).join('');

/** `date_range` as inclusive expedition days. */
export function expeditionBetween(range: readonly [string, string] | undefined) {
  const [from, to] = range ?? ['', ''];
  return { ...(from ? { expeditionFrom: from } : {}), ...(to ? { expeditionTo: to } : {}) };
}

/**
 * The channel as a literal, not a bound value: PostgreSQL uses the road-medicine partial indexes
 * (`where channel = 'medicVial'`) only when it sees the value when planning, and a list's
 * statement is prepared once for every request of its shape.
 */
const channelIs = {
  colegio: sql`${certificates.channel} = 'colegio'`,
  medicVial: sql`${certificates.channel} = 'medicVial'`,
} as const;

/** paramCert as part of the holder's names (not a serial or dni: those are digits). */
export const searchesNames = (filters: CertificateFilters): boolean =>
  filters.text !== undefined && !/^\d+$/.test(filters.text);

/** A serial or a dni when the text is digits (both indexed), else the holder's names. */
function textMatch(text: string | undefined): SQL | undefined {
  if (text === undefined) return undefined;
  if (searchesNames({ text })) {
    // Case- and accent-blind, and across names and last names ("luis urdaneta"): decision 0041.
    return like(certificates.holderSearch, `%${likeLiteral(foldForSearch(text))}%`);
  }
  const serial = Number(text);
  return or(
    Number.isSafeInteger(serial) ? eq(certificates.serial, serial) : undefined,
    eq(certificates.dni, text),
  );
}

/** College numbers whose register matches, for the doctor filters (an indexed sub-select). */
function issuedByRegisters(db: Db, condition: SQL | undefined) {
  return inArray(
    certificates.schoolNumberId,
    db
      .select({ id: schoolNumbers.id })
      .from(schoolNumbers)
      .innerJoin(registers, eq(registers.id, schoolNumbers.registerId))
      .where(condition),
  );
}

/** WHERE of every certificate read; lot and doctor filters are indexed sub-selects. */
export function whereOf(db: Db, filters: CertificateFilters): SQL | undefined {
  const { visibleState, doctor, numberTP, specialty } = filters;
  return and(
    visibleState === null ? sql`false` : equals(certificates.state, visibleState),
    filters.channel === undefined ? undefined : channelIs[filters.channel],
    equals(certificates.serial, filters.serial),
    equals(certificates.state, filters.state),
    equals(certificates.grade, filters.grade),
    equals(certificates.type, filters.typeCertifields),
    equals(certificates.status, filters.status),
    equals(certificates.dni, filters.dni),
    equals(certificates.nationality, filters.nationality),
    equals(certificates.schoolNumberId, filters.schoolNumberId),
    contains(certificates.occupation, filters.occupation),
    contains(certificates.place, filters.place),
    filters.expeditionFrom === undefined
      ? undefined
      : gte(certificates.expeditionDate, filters.expeditionFrom),
    filters.expeditionTo === undefined
      ? undefined
      : lte(certificates.expeditionDate, filters.expeditionTo),
    numberTP === undefined
      ? undefined
      : inArray(
          certificates.lotId,
          db
            .select({ id: certificateLots.id })
            .from(certificateLots)
            .where(eq(certificateLots.numberTP, numberTP)),
        ),
    doctor === undefined
      ? undefined
      : issuedByRegisters(
          db,
          and(eq(registers.dni, doctor.dni), eq(registers.nationality, doctor.nationality)),
        ),
    specialty === undefined ? undefined : issuedByRegisters(db, eq(registers.specialty, specialty)),
    textMatch(filters.text),
  );
}

const orderColumns: Record<CertificateOrder['column'], PgColumn> = {
  createdAt: certificates.createdAt,
  expeditionDate: certificates.expeditionDate,
  serial: certificates.serial,
  dueDate: certificates.dueDate,
  names: certificates.names,
  lastNames: certificates.lastNames,
};

/** The whitelisted column of a sort. */
export const orderColumnOf = (column: CertificateOrder['column']): PgColumn => orderColumns[column];

/** The whitelisted column, then the id so pages never overlap. */
export const orderColumnsOf = (column: CertificateOrder['column']): PgColumn[] => [
  orderColumns[column],
  certificates.id,
];

/**
 * The order a capped total counts in (lists/capped-total.ts): the page's when it is by date created
 * or expedition date, which an index walks for every visibility (all, a state, road medicine's),
 * else by date created. Counted in a serial's or a name's order, the first matches of a state came
 * after a walk through other states' serials or after sorting every match, no cheaper than
 * counting them all (decision 0041).
 */
export const countOrderOf = (order: CertificateOrder): CertificateOrder =>
  order.column === 'expeditionDate' ? order : { column: 'createdAt', direction: order.direction };

/**
 * The one state a list shows when the caller may see `visibleState` and asked for `state`:
 * `undefined` every state, `null` none (a state the caller may not see).
 */
export function stateShownOf(
  visibleState: string | null | undefined,
  state: string | undefined,
): string | null | undefined {
  if (visibleState === null) return null;
  if (visibleState !== undefined && state !== undefined && state !== visibleState) return null;
  return visibleState ?? state;
}

/**
 * The condition on certificate_day_counts that alone decides how many certificates match, when
 * the filters are only the visible state, a state and expedition dates; `undefined` otherwise.
 */
export function dayCountsCondition(filters: CertificateFilters): SQL | undefined {
  const { visibleState, state, expeditionFrom, expeditionTo, ...others } = filters;
  if (Object.values(others).some((value) => value !== undefined)) return undefined;
  const inState = stateShownOf(visibleState, state);
  if (inState === null) return sql`false`;
  return and(
    sql`true`,
    eq(certificateDayCounts.state, inState ?? EVERY),
    expeditionFrom === undefined
      ? undefined
      : gte(certificateDayCounts.expeditionDate, expeditionFrom),
    expeditionTo === undefined ? undefined : lte(certificateDayCounts.expeditionDate, expeditionTo),
  );
}

/** What a road-medicine list's total is summed from (see `roadCountsOf`). */
export type RoadCountsKey = {
  /** 0: every doctor's certificates (the Admin's); otherwise one college number's. */
  scope: number;
  /** Every doctor's certificates of one state (a college number's counts have none). */
  state?: string;
  from?: string;
  to?: string;
};

/**
 * Road medicine's list (channel 'medicVial', a vialDirector's own number) filtered only by state
 * and expedition dates: its total is summed from `road_counts` (migration 0055), by state for the
 * Admin; a doctor's counts have no state. `undefined` when other filters need the certificates.
 */
export function roadCountsOf(filters: CertificateFilters): RoadCountsKey | undefined {
  const { channel, schoolNumberId, state, expeditionFrom, expeditionTo, ...others } = filters;
  if (channel !== 'medicVial') return undefined;
  if (Object.values(others).some((value) => value !== undefined)) return undefined;
  if (schoolNumberId !== undefined && state !== undefined) return undefined;
  return {
    scope: schoolNumberId ?? 0,
    ...(state === undefined ? {} : { state }),
    ...(expeditionFrom === undefined ? {} : { from: expeditionFrom }),
    ...(expeditionTo === undefined ? {} : { to: expeditionTo }),
  };
}
