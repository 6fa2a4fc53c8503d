import { type RegisterType, type registerOrderColumns, registerTypes } from '@aptovial/shared';
import { and, arrayContains, eq, gte, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { registerCounts, registers } from '../../db/schema/index';

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

/** The whitelisted column of a sort. */
const orderColumnOf = (column: RegisterOrder['column']): PgColumn => orderColumns[column];

/** The whitelisted column, then the id so pages never overlap. */
export function orderColumnsOf(column: RegisterOrder['column']): PgColumn[] {
  return [orderColumnOf(column), registers.id];
}

/**
 * The rows of register_counts (migration 0012) whose totals, summed, are how many registers match:
 * when the filters are only the types read and one state, road medicine or both, as `whereOf`
 * reads them. `undefined` when another filter needs the registers themselves.
 */
export function countedCondition(filters: RegisterFilters): SQL | undefined {
  const { visibleState, state, medicVial, types, type, ...others } = filters;
  if (Object.values(others).some((value) => value !== undefined)) return undefined;
  if (visibleState === null) return sql`false`;
  if (medicVial === false) return undefined;
  const states = new Set([visibleState, state].filter((code) => code !== undefined));
  // Two states, or a number in one and road medicine in any: no single counter holds that.
  if (states.size > 1 || (medicVial === true && state === undefined && states.size > 0)) {
    return undefined;
  }
  const [inState = ''] = states;
  const readTypes = type === undefined ? types : types.filter((known) => known === type);
  return and(
    inArray(registerCounts.type, [...readTypes]),
    eq(registerCounts.state, inState),
    eq(registerCounts.roadMedicine, medicVial === true),
  );
}
