import type { MobilePaymentFound, MobilePaymentSearchInput } from '@aptovial/shared';
import {
  type MobilePayment,
  type PaymentGateway,
  toBankPhone,
} from '../../adapters/payments/gateway';
import { AppError } from '../../errors';
import { maskPhone } from './phones';
import {
  type BankReference,
  keyOf,
  type MobilePaymentsRepo,
  type PaidWith,
  type UsedPayments,
} from './repo';

type Deps = {
  gateway: Pick<PaymentGateway, 'searchMobilePayments'>;
  repo: Pick<MobilePaymentsRepo, 'used'>;
};

/**
 * The bank writes a search's `payment_reference` as a JSON number
 * (docs/integrations/mercantil-c2p.md), so leading zeros the payer's receipt shows may be gone:
 * references are compared without them.
 */
const canonical = (reference: string) => reference.replace(/^0+(?=\d)/, '');
export const sameReference = (a: string, b: string) => canonical(a) === canonical(b);

/** The forms a payment's reference may be recorded in: the bank's and the one typed. */
export function referencesOf(found: MobilePayment, typed?: string): BankReference[] {
  const forms = new Set([found.paymentReference, ...(typed ? [typed] : [])]);
  return [...forms].map((reference) => ({ bankCode: found.bankCode, reference }));
}

/**
 * Whether a found payment is recorded already, and what it paid: by one of its reference forms,
 * or as a C2P charge of ours by its invoice (still pending here, so without a reference yet).
 */
export function usedOf(
  used: UsedPayments,
  found: MobilePayment,
  typed?: string,
): PaidWith | undefined {
  const byReference = referencesOf(found, typed)
    .map((key) => used.byReference.get(keyOf(key)))
    .find((payment) => payment !== undefined);
  if (byReference) return byReference;
  return found.invoiceNumber ? used.byInvoice.get(found.invoiceNumber) : undefined;
}

/**
 * What a used payment paid, for the doctor to read (decision 0066): the certificate (by its
 * serial, the number printed on it), or a request no certificate was issued from yet.
 */
function usedForOf(used: PaidWith | undefined): MobilePaymentFound['usedFor'] {
  if (used === undefined) return null;
  if (used.certificateId !== null) return 'certificate';
  return used.requestId !== null ? 'request' : null;
}

/** What `used` asks about found payments: their reference forms and their invoices. */
export const lookupOf = (found: readonly MobilePayment[], typed?: string) =>
  [
    found.flatMap((item) => referencesOf(item, typed)),
    found.map((item) => item.invoiceNumber).filter((invoice) => invoice !== ''),
  ] as const;

function toFound(payment: MobilePayment, used: PaidWith | undefined): MobilePaymentFound {
  return {
    amount: payment.amount,
    trx_date: payment.trxDate,
    payment_reference: payment.paymentReference,
    invoice_number: payment.invoiceNumber,
    destination_bank_id: payment.bankCode,
    destination_id: payment.payerId,
    destination_mobile_number: maskPhone(payment.payerPhone),
    authorization_code: payment.authorizationCode,
    trx_type: payment.trxType,
    payment_method: payment.paymentMethod,
    currency: payment.currency,
    used: used !== undefined,
    usedFor: usedForOf(used),
    certificateId: used?.certificateId ?? null,
    certificateSerial: used?.certificateSerial ?? null,
  };
}

/** Mobile payments at the bank (busqueda-pago-moviles): a search changes nothing anywhere. */
export function createMobilePaymentSearch({ gateway, repo }: Deps) {
  /**
   * The bank's payments matching the criteria (MOBILE_PAYMENT_NOT_FOUND for its 0330 or no exact
   * reference; MOBILE_PAYMENT_SEARCH_UNAVAILABLE when it gives no usable answer).
   */
  async function ask(input: MobilePaymentSearchInput): Promise<MobilePayment[]> {
    const reference = input.payment_reference;
    const result = await gateway.searchMobilePayments({
      payerPhone: toBankPhone(input.destination_mobile_number),
      date: input.trx_date,
      amount: input.amount,
      bankCode: input.destination_bank_id,
      ...(reference ? { reference } : {}),
    });
    if (result.outcome === 'unavailable') throw new AppError('MOBILE_PAYMENT_SEARCH_UNAVAILABLE');
    if (result.outcome === 'not_found') throw new AppError('MOBILE_PAYMENT_NOT_FOUND');
    const found = reference
      ? result.transactions.filter((item) => sameReference(item.paymentReference, reference))
      : result.transactions;
    if (found.length === 0) throw new AppError('MOBILE_PAYMENT_NOT_FOUND');
    return found;
  }

  return {
    ask,

    /** `transaction_list`, each item saying whether it already paid a certificate. */
    async search(input: MobilePaymentSearchInput): Promise<MobilePaymentFound[]> {
      const found = await ask(input);
      const typed = input.payment_reference;
      const used = await repo.used(...lookupOf(found, typed));
      return found.map((item) => toFound(item, usedOf(used, item, typed)));
    },
  };
}
export type MobilePaymentSearch = ReturnType<typeof createMobilePaymentSearch>;
