import { type RefObject, useEffect, useRef, useState } from 'react';
import type { FormErrors } from '../../../shared/forms/useZodForm';
import {
  emptyRequest,
  type RequestField,
  type RequestValues,
  requestFields,
} from './requestValues';

/** The request form's state: values, one message per field, and the state-then-municipality rule. */
export function useRequestForm() {
  const [values, setValues] = useState<RequestValues>(emptyRequest);
  const [errors, setErrors] = useState<FormErrors>({});

  function set<K extends RequestField>(name: K, value: RequestValues[K]) {
    setValues((current) => ({
      ...current,
      [name]: value,
      // The municipality list follows the state: another state empties the choice.
      ...(name === 'state' && value !== current.state ? { municipality: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  return { values, errors, set, setErrors };
}

export type RequestFormState = ReturnType<typeof useRequestForm>;

/**
 * After a refused send, the first field in error (in the form's order) takes the focus, found by
 * its name: the person fixes it without looking for it, on a phone's small screen too.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: FormErrors) {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    const first = requestFields.find((name) => errors[name] !== undefined);
    if (first === undefined) return;
    pending.current = false;
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors, formRef]);
  return () => {
    pending.current = true;
  };
}
