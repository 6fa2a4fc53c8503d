import { type CreateCertifieldsPayInput, compareDecimals, formatDecimalEs } from '@aptovial/shared';
import type { MobilePayment } from '../../adapters/payments/gateway';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import type { AuthContext } from '../auth/sessions';
import type { IssueAt, RoadCertificates } from '../certificates/index';
import type { CommissionsService } from '../commissions/index';
import type { OperativeGate } from '../operatives/index';
import { maskPhone } from './phones';
import type { MobilePaymentsRepo } from './repo';
import { lookupOf, type MobilePaymentSearch, usedOf } from './search';

type Deps = {
  search: Pick<MobilePaymentSearch, 'ask'>;
  repo: MobilePaymentsRepo;
  certificates: Pick<RoadCertificates, 'issue'>;
  /** The commissions module's price in force. */
  commissions: Pick<CommissionsService, 'amount'>;
  /** The operatives module's gate: issuing at an operative (decision 0025). */
  operatives: Pick<OperativeGate, 'issuingAt'>;
  audit: AuditService;
  clock: () => Date;
};

const alreadyUsed = () =>
  new AppError('PAYMENT_ALREADY_USED', undefined, [
    { field: 'payment.payment_reference', message: 'Ese pago ya pagó otro certificado' },
  ]);

/**
 * A found payment's invoice in `payments`: the bank's invoice of a payment the payer made is not
 * ours (often empty, and never unique across payers), so it is named by its bank and reference,
 * which pay one certificate only.
 */
const invoiceOf = (found: MobilePayment) => `MP-${found.bankCode}-${found.paymentReference}`;

/**
 * POST /api/credentialMedic/createCertifieldsPay (registar-certificados-medicos-pagos): a road
 * certificate issued against a mobile payment. The server asks the bank itself (the client's copy
 * is never trusted); the payment must not have paid anything yet and its amount must EQUAL the
 * price in force (the payer chose what to pay, so less is refused, and more too: the college's
 * books take one price per certificate). Then, in the issuing transaction, the payment is
 * recorded (approved, phone masked) and the certificate keeps it: a second use of the payment,
 * even at the same instant, finds it recorded and nothing is issued.
 */
export function createIssueAgainstPayment(deps: Deps) {
  const { search, repo, certificates, commissions, operatives, audit, clock } = deps;

  /**
   * At a field operative: the session's own (the Admin's too: decision 0053), in progress,
   * before the bank is asked; read again inside the issuing transaction, as the bank's answer takes a while.
   */
  async function atOperative(context: AuthContext, operativeId: number): Promise<IssueAt> {
    await operatives.issuingAt(context, operativeId);
    return {
      operativeId,
      check: async (tx: Db) => {
        await operatives.issuingAt(context, operativeId, tx);
      },
    };
  }

  return async (context: AuthContext, input: CreateCertifieldsPayInput, ip: string) => {
    const { payment: criteria, operativeId, ...certificate } = input;
    const at = operativeId === undefined ? undefined : await atOperative(context, operativeId);
    const typed = criteria.payment_reference;
    const [found] = await search.ask(criteria);
    if (!found) throw new AppError('MOBILE_PAYMENT_NOT_FOUND');
    if (usedOf(await repo.used(...lookupOf([found], typed)), found, typed)) throw alreadyUsed();
    const { amountBolivares: price } = await commissions.amount();
    if (compareDecimals(found.amount, price) !== 0) {
      const message = `El pago es de ${formatDecimalEs(found.amount)} Bs y el precio vigente del certificado es de ${formatDecimalEs(price)} Bs.`;
      throw new AppError('MOBILE_PAYMENT_AMOUNT_MISMATCH', message, [
        { field: 'payment.amount', message },
      ]);
    }

    const pay = async (tx: Db): Promise<number> => {
      const id = await repo.insertMobile(
        {
          invoiceNumber: invoiceOf(found),
          amount: found.amount,
          payerId: found.payerId,
          payerPhoneMasked: maskPhone(found.payerPhone || criteria.destination_mobile_number),
          bankCode: found.bankCode,
          paymentReference: found.paymentReference,
          authorizationCode: found.authorizationCode || null,
          trxDate: found.trxDate || criteria.trx_date,
          bankTransactionId: null,
          createdBy: context.account.id,
          operativeId: operativeId ?? null,
          settledAt: clock(),
        },
        tx,
      );
      if (id === undefined) throw alreadyUsed();
      await audit.record(tx, {
        action: 'mobile_payment_used',
        entity: 'payment',
        entityId: id,
        accountId: context.account.id,
        userId: context.user.id,
        ip,
        changes: {
          bankCode: found.bankCode,
          paymentReference: found.paymentReference,
          amount: found.amount,
          trxDate: found.trxDate,
        },
      });
      return id;
    };
    return certificates.issue(context, certificate, ip, { pay }, at);
  };
}
export type IssueAgainstPayment = ReturnType<typeof createIssueAgainstPayment>;
