import type { FieldError } from '@aptovial/shared';
import { ApiError } from '../api/apiError';
import { messageOf } from '../api/errorMessage';
import { errorAlert } from '../ui/alerts';

type FieldErrorTarget = {
  /** Shows the errors that belong to the form's fields, and focuses the first (decision 0067). */
  setServerErrors: (fieldErrors: readonly FieldError[]) => boolean;
  /** The form's values become a draft again (a dialog form's draft was let go on sending). */
  refused?: () => void;
};

/**
 * A failed submit: the server's field errors go under their inputs, and the first of them takes
 * the focus, scrolled into view and announced; anything else (wrong password, expired code, rate
 * limit) opens the error dialog with the server's message. Either way nothing typed is lost.
 */
export function reportFormError(error: unknown, form: FieldErrorTarget, fallback: string): void {
  form.refused?.();
  if (error instanceof ApiError && form.setServerErrors(error.fieldErrors)) return;
  void errorAlert(messageOf(error, fallback));
}
