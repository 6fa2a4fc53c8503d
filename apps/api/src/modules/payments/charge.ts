import { randomBytes } from 'node:crypto';
import { todayInCaracas } from '@aptovial/shared';
import type {
  ChargeResult,
  PayerDevice,
  PaymentGateway,
  PaymentLog,
} from '../../adapters/payments/gateway';
import { toBankPhone } from '../../adapters/payments/gateway';
import type { Database, Db } from '../../db/client';
import { PAYMENT_ONE_LIVE_PER_REQUEST } from '../../db/schema/index';
import { brokenUniqueConstraint } from '../../db/violations';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { PaidRequests } from '../pre-registrations/paid';
import { answerOf, PENDING_TEXT } from './answer';
import type { PaymentRow, PaymentsRepo } from './repo';
import { maskPhone, type PhoneSeal } from './seal';
import type { Actor, Settlement } from './settlement';

/** What one attempt charges: the payer's data, passed on to the bank and never kept whole. */
export type ChargeOrder = {
  amount: string;
  /** "V12345678". */
  payerId: string;
  /** "0414-1234567". */
  payerPhone: string;
  bankCode: number;
  paymentKey: string;
  device: PayerDevice;
  /** The doctor's account (POST /api/payments/c2p); undefined for the public's own payment. */
  createdBy: number | undefined;
  /** The field operative it is charged at (decision 0025), checked by the caller. */
  operativeId?: number;
  actor: Actor;
};

export type ChargeDeps = {
  database: Database;
  repo: PaymentsRepo;
  requests: Pick<PaidRequests, 'lockForPayment'>;
  settlement: Settlement;
  seal: Pick<PhoneSeal, 'seal'>;
  gateway: PaymentGateway;
  audit: AuditService;
  log: PaymentLog & { error(obj: object, msg: string): void };
  /** How long the bank may take: the reconciliation never looks before the charge is over. */
  timeoutMs: number;
  /** When a pending charge is looked up first, after its answer (or silence). */
  firstCheckMs: number;
  clock: () => Date;
};

/** This attempt's own number: the bank's idempotency key, unique in the database. */
export function newInvoiceNumber(now: Date): string {
  return `AV${todayInCaracas(now).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;
}

const APPROVED_MESSAGE = 'Pago aprobado por su banco.';

/**
 * One C2P charge, pending first (decision 0024): (1) a transaction checks the request under its
 * row lock and writes the payment `pending`, its phone sealed, before anything leaves; (2) the
 * bank is asked once, never again; (3) a second transaction records the answer. A process that
 * dies between (2) and (3) leaves a pending row the reconciliation settles.
 */
export function createCharges(deps: ChargeDeps) {
  const { database, repo, requests, settlement, seal, gateway, audit, log, clock } = deps;

  /** (1): inside the caller's transaction, after it stored or chose the request. */
  async function open(requestId: number, order: ChargeOrder, tx: Db): Promise<PaymentRow> {
    const request = await requests.lockForPayment(requestId, tx);
    if (!request) {
      throw new AppError('NOT_FOUND', 'La solicitud no existe.', [
        { field: 'idPreRegister', message: 'La solicitud no existe' },
      ]);
    }
    if (request.paymentId !== null) throw new AppError('PRE_REGISTER_ALREADY_PAID');
    if (request.certificateId !== null) throw new AppError('PRE_REGISTER_SERVED');
    const now = clock();
    const invoiceNumber = newInvoiceNumber(now);
    const payment = await repo.insertPending(
      {
        invoiceNumber,
        amount: order.amount,
        payerId: order.payerId,
        payerPhoneMasked: maskPhone(order.payerPhone),
        payerPhoneSealed: seal.seal(toBankPhone(order.payerPhone), invoiceNumber),
        bankCode: order.bankCode,
        trxDate: todayInCaracas(now),
        preRegistrationId: request.id,
        operativeId: order.operativeId ?? null,
        createdBy: order.createdBy ?? null,
        nextCheckAt: new Date(now.getTime() + deps.timeoutMs + deps.firstCheckMs),
      },
      tx,
    );
    await audit.record(tx, {
      action: 'payment_started',
      entity: 'payment',
      entityId: payment.id,
      ...order.actor,
      changes: { invoiceNumber, amount: order.amount, preRegistrationId: request.id },
    });
    return payment;
  }

  /** (2) and (3): asks the bank once and records its answer. */
  async function send(payment: PaymentRow, order: ChargeOrder): Promise<ChargeResult | undefined> {
    try {
      return await gateway.charge({
        invoiceNumber: payment.invoiceNumber,
        amount: order.amount,
        payerId: order.payerId,
        payerPhone: toBankPhone(order.payerPhone),
        payerBankCode: order.bankCode,
        paymentKey: order.paymentKey,
        device: order.device,
      });
    } catch (error) {
      // The charge may or may not have left: pending, for the reconciliation to find out.
      log.error({ err: error, invoice: payment.invoiceNumber }, 'cobro C2P sin resultado');
      return undefined;
    }
  }

  async function record(payment: PaymentRow, result: ChargeResult | undefined, actor: Actor) {
    if (result?.outcome === 'approved') {
      const approval = {
        paymentReference: result.paymentReference,
        authorizationCode: result.authorizationCode,
        bankTransactionId: result.bankTransactionId,
        message: APPROVED_MESSAGE,
      };
      await settlement.approve(payment, approval, actor);
    } else if (result?.outcome === 'declined') {
      await settlement.fail(payment, result, { notify: false, actor });
    } else {
      const code = result?.reason ?? 'no_result';
      const message = result?.message ?? PENDING_TEXT;
      await repo.defer(
        payment.id,
        { code, message },
        new Date(clock().getTime() + deps.firstCheckMs),
      );
    }
    // Whoever settled it (this answer or the reconciliation), the row says what happened.
    const settled = await repo.byId(payment.id);
    if (!settled) throw new Error(`payment ${payment.id} vanished`);
    return settled;
  }

  return {
    /**
     * Runs `prepare` (which stores or picks the request) and opens the payment in one
     * transaction, then charges. Two live charges of one request: PAYMENT_IN_PROGRESS.
     */
    async charge(order: ChargeOrder, prepare: (tx: Db) => Promise<number>) {
      let payment: PaymentRow;
      try {
        payment = await database.db.transaction(async (tx) => open(await prepare(tx), order, tx));
      } catch (error) {
        if (brokenUniqueConstraint(error) === PAYMENT_ONE_LIVE_PER_REQUEST) {
          throw new AppError('PAYMENT_IN_PROGRESS');
        }
        throw error;
      }
      const result = await send(payment, order);
      return answerOf(await record(payment, result, order.actor), settlement.receiptUrl);
    },
  };
}
export type Charges = ReturnType<typeof createCharges>;
