import { z } from 'zod';
import type { ErrorCode } from './error-codes';
import { errorMessages } from './error-messages';

export { type ErrorCode, errorCodes } from './error-codes';
export { errorMessages };

/**
 * HTTP status of every error code; a code without a status does not compile. The API answers
 * with it and the web tests build their stubbed error replies from it.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  INVALID_CREDENTIALS: 401,
  CREDENTIALS_NOT_ENCRYPTED: 400,
  ACCOUNT_INACTIVE: 403,
  SESSION_EXPIRED: 401,
  SESSION_INCOMPLETE: 403,
  WRONG_MODULE: 403,
  XSRF_TOKEN_INVALID: 403,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_TOO_MANY_ATTEMPTS: 429,
  OTP_RESEND_TOO_SOON: 429,
  USER_NOT_FOUND: 404,
  PASSWORD_TOO_COMMON: 400,
  WRONG_PASSWORD: 400,
  RESET_TOKEN_INVALID: 400,
  IMAGE_INVALID: 400,
  ONLY_ONE_PRESIDENT_PER_STATE: 409,
  ONLY_ONE_MANAGIN_DIRECTOR_PER_STATE: 409,
  USER_DNI_NOT_MATCH: 400,
  USER_NOT_EXISTS: 404,
  ROLE_NOT_ALLOWED: 403,
  STATE_NOT_ALLOWED: 403,
  EMAIL_TAKEN: 409,
  REGISTER_DNI_TAKEN: 409,
  SCHOOL_NUMBER_TAKEN: 409,
  LICENSE_NUMBER_TAKEN: 409,
  LOT_OVERLAP: 409,
  LOT_IN_USE: 409,
  SERIAL_NOT_IN_LOT: 422,
  SERIAL_OTHER_STATE: 422,
  SERIAL_TAKEN: 409,
  MEDIC_NOT_SOLVENT: 422,
  MEDIC_NOT_ENABLED: 422,
  CERTIFICATE_DISABLED: 409,
  HOLDER_IDENTITY_FIXED: 422,
  CORRECTION_WINDOW_CLOSED: 409,
  CREDENTIAL_EXISTS: 409,
  CREDENTIAL_NOT_SOLVENT: 422,
  CREDENTIAL_NOT_ENABLED: 422,
  CREDENTIAL_EMAIL_SHARED: 409,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  CAPTCHA_EXPIRED: 400,
  CAPTCHA_REUSED: 400,
  CHALLENGE_REQUIRED: 429,
  PRE_REGISTER_CLOSED: 409,
  PRE_REGISTER_SERVED: 409,
  PRE_REGISTER_PROOF_REQUIRED: 409,
  PRE_REGISTER_PAYMENT_PENDING: 409,
  PRE_REGISTER_UNPAID: 409,
  COMMISSION_NOT_SET: 404,
  DOLLAR_PRICE_UNAVAILABLE: 409,
  MOBILE_PAYMENT_NOT_FOUND: 404,
  MOBILE_PAYMENT_SEARCH_UNAVAILABLE: 503,
  MOBILE_PAYMENT_AMOUNT_MISMATCH: 422,
  PAYMENT_ALREADY_USED: 409,
  PAYMENT_AMOUNT_MISMATCH: 422,
  PRE_REGISTER_ALREADY_PAID: 409,
  PAYMENT_IN_PROGRESS: 409,
  OPERATIVE_ALREADY_EXISTS_FOR_DATE: 409,
  OPERATIVE_NOT_FOUND: 404,
  OPERATIVE_NOT_YOURS: 403,
  OPERATIVE_STATUS_CONFLICT: 409,
  OPERATIVE_NOT_ITS_DAY: 409,
  OPERATIVE_START_IN_PAST: 422,
  OPERATIVE_PRICE_MISMATCH: 422,
  OPERATIVE_NOT_IN_PROGRESS: 409,
  OPERATIVE_OTHER_MUNICIPALITY: 422,
  PASSKEY_INVALID: 400,
  PASSKEY_REQUIRED: 403,
  PASSKEY_LAST_REQUIRED: 409,
  PAGE_TOO_DEEP: 422,
} as const satisfies Record<ErrorCode, number>;

/** Codes answered with 429 Too Many Requests: each must say when to come back (Retry-After). */
export type RetryLaterCode = {
  [Code in ErrorCode]: (typeof errorStatus)[Code] extends 429 ? Code : never;
}[ErrorCode];

export function isRetryLaterCode(code: ErrorCode): code is RetryLaterCode {
  return errorStatus[code] === 429;
}

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error body of every failed API call. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
