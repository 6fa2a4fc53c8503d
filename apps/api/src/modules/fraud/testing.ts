import type { FraudKind } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import {
  accounts,
  certificateLots,
  certificates,
  unfitFindings,
  users,
} from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { insertMedic } from '../certificates/testing';

/** 11:00 of 2026-06-15 in Caracas: a run covers May and June 2026. */
export const FRAUD_NOW = new Date('2026-06-15T15:00:00Z');

/** An instant from a Caracas local date and time ("2026-06-10 14:05"). */
export const caracas = (local: string) => new Date(`${local.replace(' ', 'T')}:00-04:00`);
const day = (date: Date) => new Date(date.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);

let lotStart = 5_000_000;
let driver = 31_000_000;

type Issue = {
  serial?: number;
  at: Date;
  dni?: string;
  grade?: string;
  state?: string;
  status?: boolean;
};

/** A doctor (a VE-B college number by default) issuing on a lot of their own. */
export async function doctor(t: TestApp, number: Parameters<typeof insertMedic>[1] = {}) {
  const medic = await insertMedic(t, number);
  const lot = await newLot(t, 'VE-B');
  return { ...medic, lot, next: lot.first };
}
export type Doctor = Awaited<ReturnType<typeof doctor>>;

export async function newLot(t: TestApp, state: string) {
  lotStart += 10_000;
  const [row] = await t.database.db
    .insert(certificateLots)
    .values({
      state,
      initialNumber: lotStart,
      finalNumber: lotStart + 9_999,
      numberTP: `F-${lotStart}`,
    })
    .returning({ id: certificateLots.id });
  if (!row) throw new Error('lot not inserted');
  return { id: row.id, first: lotStart, state };
}

/** Certificates of `who`, on their lot's next serials unless told, a new driver each unless told. */
export async function issue(
  t: TestApp,
  who: Doctor,
  issues: readonly Issue[],
  lot: { id: number; state: string } = who.lot,
): Promise<number[]> {
  if (issues.length === 0) return [];
  const rows = issues.map((one) => {
    driver += 1;
    const serial = one.serial ?? who.next;
    who.next = Math.max(who.next, serial) + 1;
    const expedition = day(one.at);
    return {
      serial,
      lotId: lot.id,
      state: one.state ?? lot.state,
      place: 'Valencia',
      expeditionDate: expedition,
      dueDate: `${Number(expedition.slice(0, 4)) + 1}${expedition.slice(4)}`,
      dni: one.dni ?? String(driver),
      nationality: 'V' as const,
      names: 'Ana',
      lastNames: 'Pérez',
      birthDate: '1990-01-01',
      grade: one.grade ?? '3',
      type: 'Renovación',
      schoolNumberId: who.id,
      nameDoctor: `Dr. ${who.dni}`,
      dniDoctor: who.dni,
      status: one.status ?? true,
      createdAt: one.at,
      updatedAt: one.at,
    };
  });
  const inserted = await t.database.db
    .insert(certificates)
    .values(rows)
    .returning({ id: certificates.id });
  return inserted.map((row) => row.id);
}

/** `count` issues from a local start, `minutes` apart. */
export function spread(start: string, count: number, minutes: number, extra: Partial<Issue> = {}) {
  const from = caracas(start).getTime();
  return Array.from({ length: count }, (_, i) => ({
    at: new Date(from + i * minutes * 60_000),
    ...extra,
  }));
}

/** One hour a day for `days` days from `first` (a local date), `perHour` issues in it. */
export function daily(first: string, days: number, hour: string, perHour: number): Issue[] {
  return Array.from({ length: days }, (_, d) => {
    const date = new Date(caracas(`${first} ${hour}`).getTime() + d * 86_400_000);
    return Array.from({ length: perHour }, (_, i) => ({
      at: new Date(date.getTime() + i * Math.floor(55 / perHour) * 60_000),
    }));
  }).flat();
}

export async function finding(
  t: TestApp,
  found: { dni: string; grade: string; by: Doctor; at: Date },
): Promise<number> {
  const [row] = await t.database.db
    .insert(unfitFindings)
    .values({
      dni: found.dni,
      nationality: 'V',
      grade: found.grade,
      reason: 'Agudeza visual insuficiente',
      state: found.by.state,
      channel: 'colegio',
      schoolNumberId: found.by.id,
      createdAt: found.at,
    })
    .returning({ id: unfitFindings.id });
  if (!row) throw new Error('finding not inserted');
  return row.id;
}

/** A person with one account whose sign-in is the demo password (copied from a demo user). */
export async function watcher(
  t: TestApp,
  email: string,
  account: { module: 'medic' | 'INTT'; role: 'President' | 'ManagingDirector'; state: string },
  status: 'active' | 'inactive' = 'active',
) {
  const { db } = t.database;
  const [demo] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'admin.medicos@aptovial.test'));
  driver += 1;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: demo?.hash ?? '',
      dni: String(driver),
      names: 'Vigía',
      lastNames: 'Prueba',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  await db.insert(accounts).values({ userId: user.id, ...account, status });
}

export type Expected = { kind: FraudKind; doctor: Doctor };
