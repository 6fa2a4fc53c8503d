import type { BolivarAmount, ChargeResult, DeclineCode, PendingReason } from './gateway';
import type { PostOutcome } from './post-once';

/** The bank's errors as docs/integrations/mercantil-c2p.md records them (some by text only). */
export const bankErrors = {
  noMatch: {
    code: '0330',
    description: 'No hay transacciones que coincidan con los campos de busqueda',
  },
  duplicateInvoice: 'Numero de factura procesado previamente',
  badPaymentKey: 'Segundo factor no valida su encriptacion',
  notAffiliatedCode: '821',
  insufficientFunds: 'FONDOS INSUFICIENTES',
  malformedCode: '99999',
} as const;

/** What the payer reads (Spanish); never a phone, a key or a bank text we have not checked. */
export const declineMessages: Record<DeclineCode, string> = {
  insufficient_funds: 'Su banco rechazó el pago por fondos insuficientes.',
  invalid_payment_key:
    'La clave de pago no es válida o venció. Solicite una nueva clave a su banco e intente de nuevo.',
  not_affiliated: 'Su teléfono no está afiliado al servicio de pago C2P de su banco.',
  rejected: 'Su banco rechazó el pago. No se realizó ningún cobro.',
  bank_unavailable:
    'No se pudo conectar con el banco; no se realizó ningún cobro. Intente de nuevo más tarde.',
  gateway_refused:
    'El banco no aceptó las credenciales del comercio; no se realizó ningún cobro. Avise a soporte.',
  malformed_request:
    'El banco no aceptó la solicitud de pago; no se realizó ningún cobro. Avise a soporte.',
};

export const PENDING_MESSAGE =
  'El banco no confirmó el pago todavía. Lo verificaremos con el banco y le avisaremos; no lo intente de nuevo.';
export const NOT_FOUND_MESSAGE = 'No hay pagos que coincidan con los datos de la búsqueda.';
export const SEARCH_UNAVAILABLE_MESSAGE =
  'El banco no respondió a la búsqueda. Intente de nuevo en unos minutos.';

export type BankError = { code: string | undefined; description: string };
type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseJson(text: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The first item of `error_list`, when the answer has one. */
export function firstBankError(body: Json): BankError | undefined {
  const list = body.error_list;
  if (!Array.isArray(list) || !isObject(list[0])) return undefined;
  const { error_code: code, description } = list[0];
  return {
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : undefined,
    description: typeof description === 'string' ? description : '',
  };
}

/** Compares the bank's texts without case or accents ("Número" and "Numero" alike). */
function same(text: string, expected: string): boolean {
  const plain = (value: string) =>
    value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
  return plain(text) === plain(expected);
}

type ErrorReading =
  | { outcome: 'declined'; code: DeclineCode }
  | { outcome: 'pending'; reason: PendingReason };

/** A C2P `error_list` item: final declines, or the duplicate invoice that must be looked up. */
export function readChargeError(error: BankError, status: number): ErrorReading {
  const { code, description } = error;
  if (same(description, bankErrors.duplicateInvoice)) {
    return { outcome: 'pending', reason: 'duplicate_invoice' };
  }
  if (same(description, bankErrors.badPaymentKey))
    return { outcome: 'declined', code: 'invalid_payment_key' };
  if (code === bankErrors.notAffiliatedCode) return { outcome: 'declined', code: 'not_affiliated' };
  if (same(description, bankErrors.insufficientFunds))
    return { outcome: 'declined', code: 'insufficient_funds' };
  if (code === bankErrors.malformedCode) return { outcome: 'declined', code: 'malformed_request' };
  // An unknown business error (4xx) is the bank's no; an unknown 5xx may follow a debit.
  return status >= 500
    ? { outcome: 'pending', reason: 'bank_error' }
    : { outcome: 'declined', code: 'rejected' };
}

/** The gateway's own refusal (`httpCode`), which the bank behind it never saw when it is a 4xx. */
export function gatewayRefusal(body: Json): { httpCode: number } | undefined {
  const httpCode = Number(body.httpCode);
  return body.httpCode !== undefined && Number.isInteger(httpCode) ? { httpCode } : undefined;
}

/** The bank writes amounts as JSON numbers; two decimals as text, with no arithmetic. */
export function amountText(value: unknown): BolivarAmount | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value));
  if (!match) return undefined;
  return `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`;
}

export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

/** Reads the answer to a C2P charge of `invoiceNumber` into the port's outcome. */
export function readChargeAnswer(
  answer: PostOutcome,
  invoiceNumber: string,
  bankTransactionId: string | undefined,
): ChargeResult {
  const id = { bankTransactionId };
  const pending = (reason: PendingReason): ChargeResult => ({
    outcome: 'pending',
    reason,
    message: PENDING_MESSAGE,
    ...id,
  });
  const declined = (code: DeclineCode, bankCode?: string): ChargeResult => ({
    outcome: 'declined',
    code,
    bankCode,
    message: declineMessages[code],
    ...id,
  });
  if (answer.kind === 'not_sent') return declined('bank_unavailable');
  if (answer.kind === 'timeout') return pending('timeout');
  if (answer.kind === 'broken') return pending('unreadable_answer');
  const body = parseJson(answer.body);
  if (!body) return pending('unreadable_answer');
  const error = firstBankError(body);
  if (error) {
    const reading = readChargeError(error, answer.status);
    return reading.outcome === 'pending'
      ? pending(reading.reason)
      : declined(reading.code, error.code);
  }
  const refusal = gatewayRefusal(body);
  if (refusal) {
    return refusal.httpCode < 500
      ? declined('gateway_refused', String(refusal.httpCode))
      : pending('bank_error');
  }
  const trx = body.transaction_c2p_response;
  if (!isObject(trx) || typeof trx.trx_status !== 'string') return pending('unreadable_answer');
  if (trx.trx_status !== 'approved') return declined('rejected', text(trx.trx_internal_status));
  const reference = text(trx.payment_reference);
  const amount = amountText(trx.amount);
  // An approval we cannot tie to this charge or file (no reference) is settled by a search.
  const answeredInvoice = text(trx.invoice_number);
  if (!reference || !amount || (answeredInvoice && answeredInvoice !== invoiceNumber)) {
    return pending('unreadable_answer');
  }
  return {
    outcome: 'approved',
    invoiceNumber,
    amount,
    paymentReference: reference,
    authorizationCode: text(trx.authorization_code) ?? '',
    processingDate: text(trx.processing_date) ?? '',
    ...id,
  };
}
