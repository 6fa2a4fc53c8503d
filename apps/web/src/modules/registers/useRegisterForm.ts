import { createRegisterInputSchema, type FieldError, type Register } from '@aptovial/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { type FormSubmit, useFocusFirstError } from '../../shared/forms/focusFirstError';
import { useDraftedValues } from '../../shared/forms/formDraft';
import type { FormErrors } from '../../shared/forms/useZodForm';
import type { SaveRegisterInput } from './api/saveRegister';
import {
  emptySchoolNumber,
  type RegisterFormValues,
  type RegisterTextField,
  registerTextFields,
  type SchoolNumberRow,
  toRegisterInput,
  toSaveInput,
} from './registerFormValues';

/** Errors are keyed by their full path ('dni', 'schoolNumbers.1.schoolNumber'), as the API names them. */
function issuesToPathErrors(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

const ROW_FIELD = /^schoolNumbers\.(\d+)\.\w+$/;

/**
 * useZodForm keeps flat text values; this form also holds a list of college numbers, so it keeps
 * its own state but validates with the API's schema and shows the server's errors the same way.
 */
export function useRegisterForm(initialValues: RegisterFormValues, register: Register | null) {
  // Inside a FormModal the values are a draft that survives closing (decision 0067).
  const draft = useDraftedValues(initialValues);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<FormErrors>({});
  const focus = useFocusFirstError(errors);
  const clearErrors = (paths: readonly string[]) =>
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(paths.map((p) => [p, undefined])),
    }));

  const isKnownField = (path: string): boolean => {
    if ((registerTextFields as readonly string[]).includes(path)) return true;
    const row = ROW_FIELD.exec(path)?.[1];
    return row !== undefined && Number(row) < values.schoolNumbers.length;
  };

  return {
    values,
    errors,
    setValue: (name: RegisterTextField, value: string) => {
      setValues((current) => ({
        ...current,
        [name]: value,
        // A medic has no academic degree (docs/product/rules.md).
        ...(name === 'type' && value !== 'nurse' ? { academicDegree: '' } : {}),
      }));
      clearErrors([name]);
    },
    setRow: (index: number, patch: Partial<SchoolNumberRow>) => {
      setValues((current) => ({
        ...current,
        schoolNumbers: current.schoolNumbers.map((row, at) =>
          at === index ? { ...row, ...patch } : row,
        ),
      }));
      clearErrors(Object.keys(patch).map((field) => `schoolNumbers.${index}.${field}`));
    },
    addRow: (state: string) =>
      setValues((current) => ({
        ...current,
        schoolNumbers: [...current.schoolNumbers, emptySchoolNumber(state)],
      })),
    /** Only numbers not yet saved can go: the API has no way to delete one. */
    removeRow: (index: number) => {
      setValues((current) => ({
        ...current,
        schoolNumbers: current.schoolNumbers.filter((_, at) => at !== index),
      }));
      // The rows below move up, so their messages would point at the wrong row.
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !ROW_FIELD.test(key))),
      );
    },
    /** Shows the server's field errors; true when at least one belongs to this form. */
    setServerErrors: (fieldErrors: readonly FieldError[]): boolean => {
      const known = fieldErrors
        .map((error) => ({ ...error, field: error.field.replace(/^body\./, '') }))
        .filter(({ field }) => isKnownField(field));
      if (known.length === 0) return false;
      focus.refused();
      setErrors(Object.fromEntries(known.map((error) => [error.field, error.message])));
      return true;
    },
    refused: draft.refused,
    onSubmit: (handler: (input: SaveRegisterInput) => void) => (event: FormSubmit) => {
      event.preventDefault();
      focus.submitted(event);
      const result = createRegisterInputSchema.safeParse(toRegisterInput(values));
      if (!result.success) {
        focus.refused();
        setErrors(issuesToPathErrors(result.error.issues));
        return;
      }
      setErrors({});
      draft.sent();
      handler(toSaveInput(result.data, values.schoolNumbers, register));
    },
  };
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
