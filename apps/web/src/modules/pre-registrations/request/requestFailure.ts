import type { FieldError } from '@aptovial/shared';
import { ApiError } from '../../../shared/api/apiError';
import type { FormErrors } from '../../../shared/forms/useZodForm';
import { isRequestField } from './requestValues';

/** What a refused send means for the form. */
export type RequestFailure =
  | { kind: 'closed' }
  | { kind: 'captcha'; message: string }
  | { kind: 'fields'; errors: FormErrors }
  | { kind: 'other'; message: string };

/** The server names a field by its path in the body ('dni', or 'body.dni'). */
const fieldName = (field: string) => field.split('.').pop() ?? field;

function fieldErrorsOf(list: readonly FieldError[]): FormErrors {
  const errors: FormErrors = {};
  for (const { field, message } of list) {
    const name = fieldName(field);
    if ((isRequestField(name) || name === 'altcha') && errors[name] === undefined) {
      errors[name] = message;
    }
  }
  return errors;
}

/**
 * A refusal of POST createPreregister: the switch went off meanwhile (409), the challenge was
 * refused (400 CAPTCHA_*: solve a new one), field errors under their fields, or a message.
 */
export function requestFailureOf(error: unknown, fallback: string): RequestFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', message: fallback };
  if (error.code === 'PRE_REGISTER_CLOSED') return { kind: 'closed' };
  if (error.code.startsWith('CAPTCHA_')) return { kind: 'captcha', message: error.message };
  const errors = fieldErrorsOf(error.fieldErrors);
  if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  return { kind: 'other', message: error.message };
}
