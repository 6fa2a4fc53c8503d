import type { FieldError } from '@aptovial/shared';
import { ApiError } from '../api/apiError';
import { messageOf } from '../api/errorMessage';
import { errorAlert } from '../ui/alerts';

type FieldErrorTarget = { setServerErrors: (fieldErrors: readonly FieldError[]) => boolean };

/**
 * A failed submit: the server's field errors go under their inputs; anything else (wrong
 * password, expired code, rate limit) opens the error dialog with the server's message.
 */
export function reportFormError(error: unknown, form: FieldErrorTarget, fallback: string): void {
  if (error instanceof ApiError && form.setServerErrors(error.fieldErrors)) return;
  void errorAlert(messageOf(error, fallback));
}
