/**
 * The port the payment modules charge and search through (decision 0023). Adapters: `mercantil`
 * (the bank's wire format), pointed at the bank or, by default, at the sandbox bank in this process.
 *
 * Money safety lives in the shape of the answers: `charge` never rejects once a request may have
 * left for the bank. A timeout or an unreadable answer is `pending` (the payer may have been
 * debited), to be settled by a mobile-payment search, never by sending the charge again.
 */

/** Bolívares as exact decimal text with two places ("1520.50"): never a float. */
export type BolivarAmount = string;

/** Bank phone numbers: 58, the operator prefix and 7 digits ("584141234567"). */
export const BANK_PHONE = /^58\d{10}$/;
export const BOLIVAR_AMOUNT = /^(0|[1-9]\d{0,12})\.\d{2}$/;
export const BANK_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "0414-1234567" (the app's phone format) → "584141234567" (the bank's). */
export function toBankPhone(phone: string): string {
  return `58${phone.replace(/\D/g, '').replace(/^0/, '')}`;
}

/** The applicant's device, which the bank asks for (`client_identify`). */
export type PayerDevice = { ipAddress: string; userAgent?: string; manufacturer?: string };

export type C2pChargeRequest = {
  /** This attempt's own number, the idempotency key end to end: the bank refuses it twice. */
  invoiceNumber: string;
  amount: BolivarAmount;
  /** The payer being debited: nationality letter and cédula ("V12345678"). */
  payerId: string;
  payerPhone: string;
  /** The payer's bank, a code of the catalogue (docs/product/entities.md). */
  payerBankCode: number;
  /** The payment key (`twofactor_auth`) the payer's bank gave them: passed on, never kept. */
  paymentKey: string;
  device: PayerDevice;
};

export type ChargeApproved = {
  outcome: 'approved';
  invoiceNumber: string;
  /** The amount the bank says it charged. */
  amount: BolivarAmount;
  paymentReference: string;
  authorizationCode: string;
  /** The bank's processing time as it writes it ("2019-09-12 03:07:53 VET"). */
  processingDate: string;
  /** The bank's `x-global-transaction-id`, for its support desk. */
  bankTransactionId: string | undefined;
};

/** Every decline is final for this attempt and charged nothing; a new attempt gets a new invoice. */
export type DeclineCode =
  | 'insufficient_funds'
  | 'invalid_payment_key'
  | 'not_affiliated'
  | 'rejected'
  /** The connection to the bank never opened: nothing was sent. */
  | 'bank_unavailable'
  /** The bank's gateway refused our credentials (401) before the bank saw the charge. */
  | 'gateway_refused'
  /** The bank refused the body as malformed (99999). */
  | 'malformed_request';

export type ChargeDeclined = {
  outcome: 'declined';
  code: DeclineCode;
  /** The bank's own error code, when it gave one. */
  bankCode: string | undefined;
  /** Spanish, for the payer. */
  message: string;
  bankTransactionId: string | undefined;
};

export type PendingReason =
  | 'timeout'
  | 'unreadable_answer'
  | 'bank_error'
  /** The bank has already processed this invoice: its first answer is the one that counts. */
  | 'duplicate_invoice'
  /** This process already sent this invoice: it is never sent twice. */
  | 'already_sent';

export type ChargePending = {
  outcome: 'pending';
  reason: PendingReason;
  /** Spanish, for the payer. */
  message: string;
  bankTransactionId: string | undefined;
};

export type ChargeResult = ChargeApproved | ChargeDeclined | ChargePending;

/**
 * What a mobile-payment search asks. The bank searches by phone, date, amount and reference;
 * `bankCode` and `invoiceNumber` are not fields of its search, so the adapter keeps the matching
 * items of its answer (the reconciliation looks a pending charge up by its invoice).
 */
export type MobilePaymentCriteria = {
  payerPhone: string;
  /** The bank's transaction date, YYYY-MM-DD (Venezuelan time). */
  date: string;
  amount: BolivarAmount;
  reference?: string;
  bankCode?: number;
  invoiceNumber?: string;
};

/** One item of the bank's `transaction_list`. */
export type MobilePayment = {
  trxDate: string;
  trxType: string;
  paymentMethod: string;
  authorizationCode: string;
  paymentReference: string;
  invoiceNumber: string;
  amount: BolivarAmount;
  currency: string;
  /** The payer's phone and id, decrypted (kept as sent when they do not decrypt). */
  payerPhone: string;
  payerId: string;
  bankCode: number;
};

export type SearchResult =
  | { outcome: 'found'; transactions: MobilePayment[]; bankTransactionId: string | undefined }
  /** The bank's 0330: nothing matches (not a failure). */
  | { outcome: 'not_found'; message: string; bankTransactionId: string | undefined }
  /** No usable answer; a search changes nothing, so asking again later is safe. */
  | {
      outcome: 'unavailable';
      reason: 'bank_unavailable' | 'timeout' | 'unreadable_answer' | 'refused';
      bankCode: string | undefined;
      message: string;
      bankTransactionId: string | undefined;
    };

export interface PaymentGateway {
  /**
   * Sends one C2P charge (`compra`) once. Resolves with the outcome; rejects only for a request
   * that breaks the types' rules, before anything is sent.
   */
  charge(request: C2pChargeRequest): Promise<ChargeResult>;
  searchMobilePayments(criteria: MobilePaymentCriteria): Promise<SearchResult>;
}

/** What the adapters log through (a pino child in the app). */
export type PaymentLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};
