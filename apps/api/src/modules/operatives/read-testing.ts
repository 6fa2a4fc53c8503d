import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { certificateLots, certificates, operatives, payments } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { createdBy } from '../road-medicine/operative-testing';

/** Whose operative: the doctor's account and the college number it issues with. */
export type Owner = { accountId: number; schoolNumberId: number };
type OperativeValues = Partial<typeof operatives.$inferInsert>;

/**
 * An operative written straight to its table (the reads are tested here, not how one is created
 * or moves): Pending on 2026-06-20 in Libertador (VE-A, 101) unless `values` say otherwise. A
 * doctor's live operatives (Pending, InProgress, Rescheduled) never share a day.
 */
export async function insertOperative(
  t: TestApp,
  owner: Owner,
  values: OperativeValues = {},
): Promise<number> {
  const day = values.startDate ?? '2026-06-20';
  const createdAt = createdBy(day);
  const [row] = await t.database.db
    .insert(operatives)
    .values({
      doctorAccountId: owner.accountId,
      schoolNumberId: owner.schoolNumberId,
      state: 'VE-A',
      municipality: 101,
      addressDescription: 'Plaza Bolívar, frente a la alcaldía',
      latitude: 10.5061,
      longitude: -66.9146,
      startDate: day,
      endDate: day,
      price: '1520.50',
      priceDollars: '5.00',
      dollarPrice: '304.1000',
      rateDate: day,
      createdAt,
      ...(values.status === 'Cancelled' ? { observation: 'Suspendido por lluvia' } : {}),
      ...values,
    })
    .returning({ id: operatives.id });
  if (!row) throw new Error('operative not inserted');
  return row.id;
}

let serial = 1_000_500;
/** A certificate of the demo lot (VE-A) issued at `operativeId` (null: elsewhere). */
export async function insertCertificate(
  t: TestApp,
  issuer: { schoolNumberId: number; operativeId: number | null },
  values: Partial<typeof certificates.$inferInsert> = {},
): Promise<{ id: number; serial: number }> {
  const { db } = t.database;
  const [lot] = await db
    .select({ id: certificateLots.id })
    .from(certificateLots)
    .where(eq(certificateLots.initialNumber, 1_000_001));
  if (!lot) throw new Error('the demo lot is missing');
  serial += 1;
  const [row] = await db
    .insert(certificates)
    .values({
      serial,
      lotId: lot.id,
      state: 'VE-A',
      place: 'Caracas',
      expeditionDate: '2026-06-15',
      dueDate: '2027-06-15',
      dni: String(30_000_000 + serial),
      nationality: 'V',
      names: 'Pedro José',
      lastNames: 'Núñez',
      birthDate: '1990-02-03',
      grade: '2',
      type: 'Primera vez',
      schoolNumberId: issuer.schoolNumberId,
      nameDoctor: 'Mariana Pérez Añez',
      dniDoctor: '40000001',
      channel: 'medicVial',
      operativeId: issuer.operativeId,
      ...values,
    })
    .returning({ id: certificates.id, serial: certificates.serial });
  if (!row) throw new Error('certificate not inserted');
  return row;
}

/** A payment written straight to its table: approved, 1520.50 Bs, unless `values` say otherwise. */
export async function insertPayment(
  t: TestApp,
  values: Partial<typeof payments.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(payments)
    .values({
      method: 'c2p',
      status: 'approved',
      invoiceNumber: `T-${randomBytes(6).toString('hex')}`,
      amount: '1520.50',
      payerId: 'V12345678',
      payerPhoneMasked: '0414-***4567',
      bankCode: 134,
      paymentReference: randomBytes(4).toString('hex'),
      trxDate: '2026-06-15',
      ...values,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('payment not inserted');
  return row.id;
}
