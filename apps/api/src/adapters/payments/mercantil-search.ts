import type { MobilePayment, MobilePaymentCriteria, SearchResult } from './gateway';
import {
  amountText,
  bankErrors,
  firstBankError,
  gatewayRefusal,
  isObject,
  NOT_FOUND_MESSAGE,
  parseJson,
  SEARCH_UNAVAILABLE_MESSAGE,
  text,
} from './mercantil-answers';
import type { FieldCipher } from './mercantil-crypto';
import type { PostOutcome } from './post-once';

/** One `transaction_list` item, its encrypted phone and id opened with the search key. */
function readItem(item: unknown, cipher: FieldCipher): MobilePayment | undefined {
  if (!isObject(item)) return undefined;
  const amount = amountText(item.amount);
  const reference = text(item.payment_reference);
  const bankCode = Number(item.destination_bank_id);
  if (!amount || !reference || !Number.isInteger(bankCode)) return undefined;
  const open = (value: unknown) => {
    const sealed = text(value) ?? '';
    return cipher.decrypt(sealed) ?? sealed;
  };
  return {
    trxDate: text(item.trx_date) ?? '',
    trxType: text(item.trx_type) ?? '',
    paymentMethod: text(item.payment_method) ?? '',
    authorizationCode: text(item.authorization_code) ?? '',
    paymentReference: reference,
    invoiceNumber: text(item.invoice_number) ?? '',
    amount,
    currency: text(item.currency) ?? '',
    payerPhone: open(item.destination_mobile_number),
    payerId: open(item.destination_id),
    bankCode,
  };
}

/**
 * Reads the answer to a mobile-payment search. The bank's 0330 is `not_found`; the criteria the
 * bank does not search by (bank, invoice) filter its list here.
 */
export function readSearchAnswer(
  answer: PostOutcome,
  criteria: MobilePaymentCriteria,
  cipher: FieldCipher,
  bankTransactionId: string | undefined,
): SearchResult {
  const unavailable = (
    reason: 'bank_unavailable' | 'timeout' | 'unreadable_answer' | 'refused',
    bankCode?: string,
  ): SearchResult => ({
    outcome: 'unavailable',
    reason,
    bankCode,
    message: SEARCH_UNAVAILABLE_MESSAGE,
    bankTransactionId,
  });
  const notFound: SearchResult = {
    outcome: 'not_found',
    message: NOT_FOUND_MESSAGE,
    bankTransactionId,
  };
  if (answer.kind === 'not_sent') return unavailable('bank_unavailable');
  if (answer.kind === 'timeout') return unavailable('timeout');
  if (answer.kind === 'broken') return unavailable('unreadable_answer');
  const body = parseJson(answer.body);
  if (!body) return unavailable('unreadable_answer');
  const error = firstBankError(body);
  if (error)
    return error.code === bankErrors.noMatch.code ? notFound : unavailable('refused', error.code);
  const refusal = gatewayRefusal(body);
  if (refusal) return unavailable('refused', String(refusal.httpCode));
  if (!Array.isArray(body.transaction_list)) return unavailable('unreadable_answer');

  const items = body.transaction_list.map((item) => readItem(item, cipher));
  if (items.some((item) => item === undefined)) return unavailable('unreadable_answer');
  const transactions = (items as MobilePayment[]).filter(
    (item) =>
      (criteria.bankCode === undefined || item.bankCode === criteria.bankCode) &&
      (criteria.invoiceNumber === undefined || item.invoiceNumber === criteria.invoiceNumber),
  );
  return transactions.length > 0 ? { outcome: 'found', transactions, bankTransactionId } : notFound;
}
