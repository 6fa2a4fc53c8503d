import { type RegisterType, type registerOrderColumns, registerTypes } from '@aptovial/shared';
import { and, arrayContains, eq, gte, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { registers, schoolNumbers } from '../../db/schema/index';

/** What a caller may see, and what they asked for; every key narrows the result. */
export type RegisterFilters = {
  /** Register types the caller reads. */
  types: readonly RegisterType[];
  /** Only registers with a college number in this state (`null`: nothing). */
  visibleState?: string | null;
  state?: string;
  specialty?: string;
  academicDegree?: string;
  /** With (`true`) or without (`false`) a road-medicine number (in `state`, when given). */
  medicVial?: boolean;
  genders?: 'M' | 'F';
  type?: RegisterType;
  nationality?: 'V' | 'E';
  dni?: string;
  createdFrom?: Date;
  createdBefore?: Date;
};
export type RegisterOrder = {
  column: (typeof registerOrderColumns)[number];
  direction: 'asc' | 'desc';
};

/** The register has a (road-medicine) number in `state`: its kept list of states holds it. */
const holds = (states: PgColumn, state: string): SQL => arrayContains(states, [state]);
const holdsAny = (states: PgColumn): SQL => sql`${states} <> '{}'::text[]`;

/**
 * Conditions on the register's states (the copy of its college numbers' states, migration 0011),
 * so a list walks one sort index and never visits the numbers row by row.
 */
function numberConditions(filters: RegisterFilters): (SQL | undefined)[] {
  const { visibleState, state, medicVial } = filters;
  const vial = (): SQL =>
    state === undefined ? holdsAny(registers.vialStates) : holds(registers.vialStates, state);
  return [
    visibleState === undefined
      ? undefined
      : visibleState === null
        ? sql`false`
        : holds(registers.states, visibleState),
    medicVial === true ? vial() : state === undefined ? undefined : holds(registers.states, state),
    medicVial === false ? not(vial()) : undefined,
  ];
}

const equals = <T>(column: PgColumn, value: T | undefined) =>
  value === undefined ? undefined : eq(column, value);

/**
 * A caller who reads every type needs no condition on it: leaving it out lets PostgreSQL read a
 * page straight from the sort column's index instead of filtering and sorting the table.
 */
function typesCondition(types: readonly RegisterType[]): SQL | undefined {
  return registerTypes.every((type) => types.includes(type))
    ? undefined
    : inArray(registers.type, [...types]);
}

export function whereOf(filters: RegisterFilters): SQL | undefined {
  return and(
    typesCondition(filters.types),
    ...numberConditions(filters),
    equals(registers.specialty, filters.specialty),
    equals(registers.academicDegree, filters.academicDegree),
    equals(registers.gender, filters.genders),
    equals(registers.type, filters.type),
    equals(registers.nationality, filters.nationality),
    equals(registers.dni, filters.dni),
    filters.createdFrom === undefined ? undefined : gte(registers.createdAt, filters.createdFrom),
    filters.createdBefore === undefined
      ? undefined
      : lt(registers.createdAt, filters.createdBefore),
  );
}

const orderColumns: Record<RegisterOrder['column'], PgColumn> = {
  createdAt: registers.createdAt,
  names: registers.names,
  lastNames: registers.lastNames,
  dni: registers.dni,
  specialty: registers.specialty,
};

/** The whitelisted column, then the id so pages never overlap. */
export function orderColumnsOf(column: RegisterOrder['column']): PgColumn[] {
  return [orderColumns[column], registers.id];
}

/**
 * The school_numbers condition that alone decides which registers match, when the filters are
 * one "has a number in <state> (road medicine or not)" plus the register type: then a list is
 * counted with `count(distinct register_id)` over this table's indexes instead of reading every
 * register (100,000 rows) to join them. `undefined` when another filter needs the registers.
 */
export function numbersOnlyCondition(filters: RegisterFilters): SQL | undefined {
  const { visibleState, state, medicVial, types, type, ...others } = filters;
  const registerLevel = Object.values(others).some((value) => value !== undefined);
  if (registerLevel || medicVial === false || visibleState === null) return undefined;
  if (visibleState !== undefined && state !== undefined && state !== visibleState) return undefined;
  const inState = visibleState ?? state;
  if (inState === undefined && medicVial !== true) return undefined;
  const readTypes = type === undefined ? types : types.filter((known) => known === type);
  return and(
    inState === undefined ? undefined : eq(schoolNumbers.state, inState),
    medicVial === true ? sql`${schoolNumbers.medicVial}` : undefined,
    registerTypes.every((known) => readTypes.includes(known))
      ? undefined
      : inArray(schoolNumbers.registerType, [...readTypes]),
  );
}
