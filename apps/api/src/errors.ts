import {
  type ErrorCode,
  errorBodySchema,
  errorMessages,
  errorStatus,
  type FieldError,
  type RetryLaterCode,
} from '@aptovial/shared';

/** When a refused caller may try again: sent as `Retry-After` by the error handler. */
export type RetryLater = { retryAfterSeconds: number };

/**
 * A wait in whole minutes, for messages that say "Intente de nuevo en N minutos": the header says
 * the same wait (N × 60 seconds), never less than the message.
 */
export function waitInMinutes(milliseconds: number): { text: string; retry: RetryLater } {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  return {
    text: minutes === 1 ? '1 minuto' : `${minutes} minutos`,
    retry: { retryAfterSeconds: minutes * 60 },
  };
}

/**
 * The one error type of the API: a stable code, a Spanish message, optional field errors. A code
 * answered with 429 does not compile without `{ retryAfterSeconds }`, so every 429 says when.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: Exclude<ErrorCode, RetryLaterCode>, message?: string, errors?: FieldError[]);
  constructor(code: RetryLaterCode, message: string | undefined, retry: RetryLater);
  constructor(
    code: ErrorCode,
    message: string = errorMessages[code],
    detail?: FieldError[] | RetryLater,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = Array.isArray(detail) ? detail : undefined;
    this.retryAfterSeconds =
      detail && !Array.isArray(detail)
        ? Math.max(1, Math.ceil(detail.retryAfterSeconds))
        : undefined;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

/** The error answers a route documents: every failure has the one body of docs/architecture.md. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  const entries = statuses.map((status) => [status, errorBodySchema] as const);
  return Object.fromEntries(entries) as Record<Status, typeof errorBodySchema>;
}
