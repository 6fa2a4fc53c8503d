import { todayInCaracas } from '@aptovial/shared';
import { and, eq } from 'drizzle-orm';
import { accounts, certificates, operatives, payments, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { newMedic } from './testing';

/**
 * When a test operative starting on `day` was created: now, or that morning for a past day (an
 * operative is never created after its first day: operatives_created_by_start_ck).
 */
export function createdBy(day: string): Date {
  const morning = new Date(`${day}T00:00:00-04:00`);
  const now = new Date();
  return morning < now ? morning : now;
}

type Status = NonNullable<(typeof operatives.$inferInsert)['status']>;
type Options = {
  status?: Status;
  /** Its one day (start and end); today in Caracas unless given. */
  day?: string;
  state?: string;
  municipality?: number;
  /** The college number it issues with; a new medic's when not given. */
  schoolNumberId?: number | null;
};

/**
 * A field operative of `doctorAccountId`, written straight to its table (issuing and charging at
 * one are tested here, not how one is created): in progress today in Libertador (VE-A, 101), the
 * demo lot's state, unless `options` say otherwise. A doctor's live operatives (Pending,
 * InProgress, Rescheduled) never share a day: give another `day` for a second live one.
 */
export async function insertOperative(
  t: TestApp,
  doctorAccountId: number,
  options: Options = {},
): Promise<number> {
  const day = options.day ?? todayInCaracas(new Date());
  const schoolNumberId = options.schoolNumberId ?? (await newMedic(t)).schoolNumberId;
  const status = options.status ?? 'InProgress';
  const [row] = await t.database.db
    .insert(operatives)
    .values({
      doctorAccountId,
      schoolNumberId,
      state: options.state ?? 'VE-A',
      municipality: options.municipality ?? 101,
      addressDescription: 'Plaza Bolívar, frente a la alcaldía',
      latitude: 10.5061,
      longitude: -66.9146,
      startDate: day,
      endDate: day,
      price: '1520.50',
      priceDollars: '5.00',
      dollarPrice: '304.1000',
      rateDate: day,
      createdAt: createdBy(day),
      status,
      ...(status === 'Cancelled' ? { observation: 'Suspendido por lluvia' } : {}),
    })
    .returning({ id: operatives.id });
  if (!row) throw new Error('operative not inserted');
  return row.id;
}

/** The account of a demo road-medicine login (e-mail's name before "@aptovial.test"). */
export async function demoAccountOf(t: TestApp, name: string) {
  const [row] = await t.database.db
    .select({ id: accounts.id, schoolNumberId: accounts.schoolNumberId })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, `${name}@aptovial.test`), eq(accounts.module, 'medicVial')));
  if (!row) throw new Error(`no account for ${name}`);
  return row;
}

/** The operative a stored certificate and a stored payment keep (undefined: no such row). */
export async function operativeOfCertificate(t: TestApp, id: number) {
  const [row] = await t.database.db
    .select({ operativeId: certificates.operativeId })
    .from(certificates)
    .where(eq(certificates.id, id));
  return row?.operativeId;
}

export async function operativeOfPayment(t: TestApp, id: number) {
  const [row] = await t.database.db
    .select({ operativeId: payments.operativeId })
    .from(payments)
    .where(eq(payments.id, id));
  return row?.operativeId;
}
