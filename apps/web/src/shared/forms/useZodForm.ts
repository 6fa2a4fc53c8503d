import type { FieldError } from '@aptovial/shared';
import { type ChangeEvent, useState } from 'react';
import type { z } from 'zod';
import { type FormSubmit, useFocusFirstError } from './focusFirstError';
import { useDraftedValues } from './formDraft';

type Values = Record<string, string>;
export type FormErrors = Partial<Record<string, string>>;

/** The first message of each field, keyed by the field's top-level name. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    const key = field === undefined ? '' : String(field);
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** The server names a field by its path in the body ('phone1', or 'body.phone1'). */
function serverFieldName(field: string): string {
  return field.split('.').pop() ?? field;
}

export type ZodFormOptions<V extends Values, Out> = {
  initialValues: V;
  schema: z.ZodType<Out>;
  /** What the schema reads: the values plus anything the page adds (the session's e-mail). */
  toInput?: (values: V) => unknown;
  /** Fields a draft never keeps (formDraft): the serial an issue form is offered. */
  undrafted?: readonly (keyof V & string)[];
};

/**
 * A small form state for Mantine inputs, validated with the shared zod schemas (the ones the
 * API uses), so a field shows the same Spanish message on both sides. @mantine/form is not a
 * dependency; this covers what these forms need.
 */
export function useZodForm<V extends Values, Out>({
  initialValues,
  schema,
  toInput = (values) => values,
  undrafted,
}: ZodFormOptions<V, Out>) {
  const draft = useDraftedValues(initialValues, undrafted);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<FormErrors>({});
  const focus = useFocusFirstError(errors);

  const setValue = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return {
    values,
    errors,
    setValue,
    /** value, onChange and error for a Mantine text-like input. */
    inputProps: (name: keyof V & string) => ({
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, event.currentTarget.value),
      error: errors[name],
    }),
    /** Shows the server's field errors; true when at least one belongs to this form. */
    setServerErrors: (fieldErrors: readonly FieldError[]): boolean => {
      const known = fieldErrors.filter(({ field }) => serverFieldName(field) in values);
      if (known.length === 0) return false;
      focus.refused();
      setErrors(Object.fromEntries(known.map((e) => [serverFieldName(e.field), e.message])));
      return true;
    },
    /** The server refused the send (reportFormError): the values are a draft again. */
    refused: draft.refused,
    /** A value the form fills by itself (a suggestion): no change of the person's to lose. */
    fill: (name: keyof V & string, value: string) => {
      draft.settle(name, value as V[keyof V & string]);
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    /**
     * Back to the initial values, or to `next` (the issue form's values for the next driver),
     * which are then where the form starts: no draft of them is kept.
     */
    reset: (next: V = initialValues) => {
      draft.restart(next);
      setErrors({});
    },
    /** Validates, shows the field messages, and calls `handler` with the parsed output. */
    onSubmit: (handler: (output: Out) => void) => (event: FormSubmit) => {
      event.preventDefault();
      focus.submitted(event);
      const result = schema.safeParse(toInput(values));
      if (!result.success) {
        focus.refused();
        setErrors(issuesToErrors(result.error.issues));
        return;
      }
      setErrors({});
      draft.sent();
      handler(result.data);
    },
  };
}

export type ZodForm<V extends Values, Out> = ReturnType<typeof useZodForm<V, Out>>;
