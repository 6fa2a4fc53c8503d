import type { Module, Role, userOrderColumns } from '@aptovial/shared';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { accounts, users } from '../../db/schema/index';

/** What a caller may see, and what they asked for; every key narrows the result. */
export type ListFilters = {
  /** The caller's login modules. */
  modules: readonly Module[];
  /** Non-Admin callers see their own state only; `null` (no state) sees nothing. */
  visibleState?: string | null;
  state?: string;
  rol?: Role;
  type?: Module;
  status?: 'active' | 'inactive';
  genders?: 'M' | 'F';
  dni?: string;
  createdFrom?: Date;
  createdBefore?: Date;
};
export type UserOrder = {
  column: (typeof userOrderColumns)[number];
  direction: 'asc' | 'desc';
};

export function whereOf(filters: ListFilters): SQL | undefined {
  const { visibleState } = filters;
  return and(
    inArray(accounts.module, [...filters.modules]),
    visibleState === undefined
      ? undefined
      : visibleState === null
        ? sql`false`
        : eq(accounts.state, visibleState),
    filters.state === undefined ? undefined : eq(accounts.state, filters.state),
    filters.rol === undefined ? undefined : eq(accounts.role, filters.rol),
    filters.type === undefined ? undefined : eq(accounts.module, filters.type),
    filters.status === undefined ? undefined : eq(accounts.status, filters.status),
    filters.genders === undefined ? undefined : eq(users.gender, filters.genders),
    filters.dni === undefined ? undefined : eq(users.dni, filters.dni),
    filters.createdFrom === undefined ? undefined : gte(accounts.createdAt, filters.createdFrom),
    filters.createdBefore === undefined ? undefined : lt(accounts.createdAt, filters.createdBefore),
  );
}

const orderColumns: Record<UserOrder['column'], PgColumn> = {
  createdAt: accounts.createdAt,
  names: users.names,
  lastNames: users.lastNames,
  dni: users.dni,
  email: users.email,
  rol: accounts.role,
  state: accounts.state,
  status: accounts.status,
  lastSeen: users.lastSeen,
};

/** The whitelisted column, then the id so pages never overlap. */
export function orderColumnsOf(column: UserOrder['column']): PgColumn[] {
  return [orderColumns[column], accounts.id];
}
