import { type ErrorCode, errorMessages, type FieldError } from '@aptovial/shared';

/** HTTP status of every error code; a code without a status does not compile. */
export const errorStatus: Record<ErrorCode, number> = {
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
  ACCOUNT_LOCKED: 429,
  ACCOUNT_INACTIVE: 403,
  SESSION_EXPIRED: 401,
  SESSION_INCOMPLETE: 403,
  WRONG_MODULE: 403,
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
};

/** The one error type of the API: a stable code, a Spanish message, optional field errors. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;

  constructor(code: ErrorCode, message: string = errorMessages[code], errors?: FieldError[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}
