import { ApiError } from '../../../shared/api/apiError';
import type { FormErrors } from '../../../shared/forms/useZodForm';
import { isPayField } from './payValues';
import { type RequestFailure, requestFailureOf } from './requestFailure';

/** What a refused charge means for the payment step. */
export type PayFailure =
  | RequestFailure
  /** Messages on the charge's own fields (phone, bank, key, payer). */
  | { kind: 'payFields'; errors: FormErrors }
  /** 422 PAYMENT_AMOUNT_MISMATCH: the price changed since it was shown; read it again. */
  | { kind: 'priceChanged' }
  /** No answer came back (connection cut, a proxy's error page): the charge may have left. */
  | { kind: 'uncertain' }
  /**
   * 409 PRE_REGISTER_PROOF_REQUIRED: the person already has this request open; a code went to
   * its e-mail, and only with it is that one paid (decision 0051).
   */
  | { kind: 'proofRequired'; message: string }
  /** The e-mailed code was refused: wrong (`again`: type it again), or spent (ask a new one). */
  | { kind: 'code'; message: string; again: boolean };

/** The server names a field by its path in the body ('twofactor_auth', or 'body.twofactor_auth'). */
const fieldName = (field: string) => field.split('.').pop() ?? field;

function payErrorsOf(error: ApiError): FormErrors {
  const errors: FormErrors = {};
  for (const { field, message } of error.fieldErrors) {
    const name = fieldName(field);
    if (isPayField(name) && errors[name] === undefined) errors[name] = message;
  }
  return errors;
}

/**
 * A refusal of POST createPreregisterPay. The request's own refusals (closed, challenge, its
 * fields) are the request form's; the charge adds its fields, the changed price, and the case
 * where nobody knows whether the bank charged.
 */
export function payFailureOf(error: unknown, fallback: string): PayFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', message: fallback };
  if (error.code === 'PAYMENT_AMOUNT_MISMATCH') return { kind: 'priceChanged' };
  if (error.code === 'PRE_REGISTER_PROOF_REQUIRED') {
    return { kind: 'proofRequired', message: error.message };
  }
  if (error.code.startsWith('OTP_')) {
    return { kind: 'code', message: error.message, again: error.code === 'OTP_INVALID' };
  }
  if (error.code === 'NETWORK_ERROR' || /^HTTP_5\d\d$/.test(error.code)) {
    return { kind: 'uncertain' };
  }
  const request = requestFailureOf(error, fallback);
  if (request.kind !== 'other') return request;
  const errors = payErrorsOf(error);
  return Object.keys(errors).length > 0 ? { kind: 'payFields', errors } : request;
}
