import type { ListPaymentsQuery } from '@aptovial/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { certificates, payments, preRegistrations } from '../../db/schema/index';
import { createdBetween, createdWithin, createListStatements } from '../../lists/lists';
import { pageWithTotal } from '../../lists/page-with-total';
import { phoneFilterOf } from './phones';
import type { PaymentsScope } from './policy';

const p = payments;

const orderColumns: Record<ListPaymentsQuery['order_by'], PgColumn> = {
  createdAt: p.createdAt,
  trxDate: p.trxDate,
  amount: p.amount,
};

/**
 * Whose payments a session sees: the road Admin every one; a doctor those they charged or used
 * (created_by) and those that paid a certificate their college number issued, directly
 * (certificates.payment_id) or through the request it paid (pre_registrations.certificate_id).
 */
export function scopeCondition(scope: PaymentsScope): SQL | undefined {
  if (scope.all) return undefined;
  const own = eq(p.createdBy, scope.accountId);
  if (scope.schoolNumberId === null) return own;
  const issuer = scope.schoolNumberId;
  return sql`(${own} or exists (select 1 from ${certificates} c where c.payment_id = ${p.id} and c.school_number_id = ${issuer}) or exists (select 1 from ${preRegistrations} r join ${certificates} c on c.id = r.certificate_id where r.id = ${p.preRegistrationId} and c.school_number_id = ${issuer}))`;
}

/**
 * The payments of a field operative (decision 0025): charged there (payments.operative_id), or
 * paying a certificate issued there, directly (a mobile payment) or through the request it paid.
 */
function atOperative(operativeId: number): SQL {
  return sql`(${p.operativeId} = ${operativeId} or exists (select 1 from ${certificates} c where c.payment_id = ${p.id} and c.operative_id = ${operativeId}) or exists (select 1 from ${preRegistrations} r join ${certificates} c on c.id = r.certificate_id where r.id = ${p.preRegistrationId} and c.operative_id = ${operativeId}))`;
}

/** The list's filters (docs/product/entities.md) as one condition, within the session's scope. */
function whereOf(query: ListPaymentsQuery, scope: PaymentsScope): SQL | undefined {
  const phone = query.phone === undefined ? undefined : phoneFilterOf(query.phone);
  return and(
    scopeCondition(scope),
    query.amount === undefined ? undefined : eq(p.amount, query.amount),
    phone === undefined
      ? undefined
      : 'masked' in phone
        ? eq(p.payerPhoneMasked, phone.masked)
        : sql`${p.payerPhoneMasked} like ${`%${phone.lastDigits}`}`,
    query.trx_date === undefined ? undefined : eq(p.trxDate, query.trx_date),
    query.reference === undefined ? undefined : eq(p.paymentReference, query.reference),
    query.status === undefined ? undefined : eq(p.status, query.status),
    query.method === undefined ? undefined : eq(p.method, query.method),
    query.operative === undefined ? undefined : atOperative(query.operative),
    createdWithin(p.createdAt, createdBetween(query.date_range)),
  );
}

/** Queries of the payments list (lista-de-pagos-movil) and its export. */
export function createPaymentsListRepo(db: Db) {
  const run = createListStatements();
  // Never the sealed phone: a pending charge's whole number stays in its row.
  const listed = (tx: Db) =>
    tx
      .select({
        payment: {
          id: p.id,
          method: p.method,
          status: p.status,
          invoiceNumber: p.invoiceNumber,
          amount: p.amount,
          currency: p.currency,
          payerId: p.payerId,
          payerPhoneMasked: p.payerPhoneMasked,
          bankCode: p.bankCode,
          paymentReference: p.paymentReference,
          trxDate: p.trxDate,
          preRegistrationId: p.preRegistrationId,
          createdAt: p.createdAt,
        },
        request: preRegistrations,
        certificate: {
          id: certificates.id,
          serial: certificates.serial,
          names: certificates.names,
          lastNames: certificates.lastNames,
          state: certificates.state,
          nationality: certificates.nationality,
          dni: certificates.dni,
          type: certificates.type,
          grade: certificates.grade,
        },
      })
      .from(p)
      .leftJoin(preRegistrations, eq(preRegistrations.id, p.preRegistrationId))
      .leftJoin(certificates, eq(certificates.paymentId, p.id));

  return {
    page: (query: ListPaymentsQuery, scope: PaymentsScope, limit: number, offset: number) =>
      pageWithTotal(db, run, {
        name: 'payments',
        rows: () => listed(db).$dynamic(),
        counted: p,
        where: whereOf(query, scope),
        order: {
          column: query.order_by,
          direction: query.order_direction,
          columns: [orderColumns[query.order_by], p.id],
        },
        page: { limit, offset },
      }),
  };
}
export type PaymentsListRepo = ReturnType<typeof createPaymentsListRepo>;
export type ListedPaymentRow = Awaited<ReturnType<PaymentsListRepo['page']>>['rows'][number];
