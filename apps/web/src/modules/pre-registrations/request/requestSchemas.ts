import {
  apiPaths,
  type CreatePreRegisterInput,
  type PreRegisterFields,
  preRegisterFieldsSchema,
  preRegisterReceiptResponseSchema,
} from '@aptovial/shared';
import { http } from '../../../shared/api/http';
import { parseTypedDay } from '../../../shared/dates/typedDay';
import { type FormErrors, issuesToErrors } from '../../../shared/forms/useZodForm';
import { type RequestValues, toRequestInput } from './requestValues';

/**
 * The request's validation and sending: the shared zod schemas (the API's own) load with this
 * chunk, fetched when the person starts typing, so the form's first view ships without zod.
 */

export type Checked<T> = { ok: true; input: T } | { ok: false; errors: FormErrors };

const BIRTH_DATE_FORMAT = 'Escriba la fecha como DD/MM/AAAA';
/** A choice left empty says what to choose, rather than that the value is unknown. */
const EMPTY_CHOICE: Partial<Record<keyof RequestValues, string>> = {
  state: 'Seleccione un estado',
  typeCertifields: 'Seleccione el tipo de certificado',
};

/**
 * The schema's messages, said the way this form is filled: a date that is no real day (or none)
 * in the format the person types, an empty choice as what to choose.
 */
function withFormMessages(values: RequestValues, errors: FormErrors): FormErrors {
  const shown = { ...errors };
  if (errors.dateBirth !== undefined && parseTypedDay(values.dateBirth) === null) {
    shown.dateBirth = BIRTH_DATE_FORMAT;
  }
  for (const [field, message] of Object.entries(EMPTY_CHOICE)) {
    if (errors[field] !== undefined && values[field as keyof RequestValues] === '') {
      shown[field] = message;
    }
  }
  return shown;
}

/**
 * The applicant's fields, checked before anything waits for the challenge (decision 0063): the
 * free form adds the solution when it sends; the paying form's first step sends nothing.
 */
export function checkFields(values: RequestValues): Checked<PreRegisterFields> {
  const result = preRegisterFieldsSchema.safeParse(toRequestInput(values));
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: withFormMessages(values, issuesToErrors(result.error.issues)) };
}

/** The same for a new request and a repeated one (decision 0051): the number goes by e-mail. */
export type Receipt = { received: true };

/**
 * POST /api/preRegister/createPreregister with the checked fields and the solved challenge: the
 * public answer says only that it was received.
 */
export async function sendRequest(input: CreatePreRegisterInput): Promise<Receipt> {
  const answer = await http.post(apiPaths.createPreregister, input);
  return preRegisterReceiptResponseSchema.parse(answer).data;
}
