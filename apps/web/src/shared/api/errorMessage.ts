import { ApiError } from './apiError';

/** The server's Spanish message for a failed call, or the page's own text for anything else. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** The stable code of a failed call (`USER_NOT_FOUND`...), or null when it is not an API error. */
export function codeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}
