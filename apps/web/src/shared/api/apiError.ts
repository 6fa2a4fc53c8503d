import type { FieldError } from '@aptovial/shared';

/** A failed API call, carrying the server's error body `{ statusCode, error, message, errors? }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Stable code to branch on (`ONLY_ONE_PRESIDENT_PER_STATE`, `NOT_FOUND`...). */
  readonly code: string;
  readonly fieldErrors: FieldError[];
  /** A CHALLENGE_REQUIRED answer's proof of work (its X-Altcha-Challenge header), else null. */
  readonly challenge: string | null;

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors: FieldError[] = [],
    challenge: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.challenge = challenge;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}

/**
 * Builds the error of a non-2xx answer. A body that is not the API's error shape (a proxy's
 * HTML page, say) still gives a usable error with the fallback message.
 */
export function apiErrorFromBody(
  status: number,
  body: unknown,
  fallbackMessage: string,
  challenge: string | null = null,
): ApiError {
  if (!isRecord(body)) return new ApiError(status, `HTTP_${status}`, fallbackMessage);
  const code = typeof body.error === 'string' ? body.error : `HTTP_${status}`;
  const message =
    typeof body.message === 'string' && body.message !== '' ? body.message : fallbackMessage;
  return new ApiError(status, code, message, toFieldErrors(body.errors), challenge);
}
