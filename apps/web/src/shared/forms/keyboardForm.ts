import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { focusFirstError } from './focusFirstError';
import type { FormErrors } from './useZodForm';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLButtonElement
  );
}

// A date field's calendar (DateField) belongs to its field: its buttons are never a stop of the
// form, even when it is drawn inside the form rather than over the page.
const FIELD_POPUP = '[data-dates-dropdown]';

/** The controls a person reaches with Tab, in the form's order. */
function reachable(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(
    (element): element is Control =>
      isControl(element) &&
      !element.disabled &&
      element.tabIndex >= 0 &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      element.closest(FIELD_POPUP) === null,
  );
}

const isSubmit = (element: Element) =>
  element instanceof HTMLButtonElement && element.type === 'submit';

/**
 * A form typed at speed (road medicine's issue form): Enter in a field moves to the next one, and
 * from the last field sends the form; Ctrl+Enter sends it from anywhere. Buttons, text areas and
 * a list that used the key (an open option list picks with Enter) keep their own Enter.
 */
export function enterMovesOn(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  const form = event.currentTarget;
  const field = event.target;
  if (event.ctrlKey || event.metaKey) {
    event.preventDefault();
    form.requestSubmit();
    return;
  }
  if (!(field instanceof Element) || !isControl(field) || field instanceof HTMLButtonElement) {
    return;
  }
  if (field instanceof HTMLTextAreaElement) return;
  event.preventDefault();
  const controls = reachable(form);
  const next = controls[controls.indexOf(field) + 1];
  if (next === undefined || isSubmit(next)) form.requestSubmit();
  else next.focus();
}

/** Focuses the first field that still needs a value, or the send button when none does. */
export function focusFirstEmpty(form: HTMLFormElement | null): void {
  if (form === null) return;
  const controls = reachable(form);
  const empty = controls.find(
    (control) =>
      !(control instanceof HTMLButtonElement) && control.required && control.value === '',
  );
  (empty ?? controls.find(isSubmit))?.focus();
}

/**
 * After a refused send (the form's checks or the API's field errors), the first field in error
 * takes the focus, scrolled into view and announced (focusFirstError): the person fixes it
 * without looking for it. Call the returned function when a
 * send is refused, before its errors are shown.
 */
export function useFocusOnErrors(
  formRef: RefObject<HTMLFormElement | null>,
  errors: FormErrors,
): () => void {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || Object.values(errors).every((error) => error === undefined)) return;
    pending.current = false;
    focusFirstError(formRef.current);
  }, [errors, formRef]);
  return () => {
    pending.current = true;
  };
}
