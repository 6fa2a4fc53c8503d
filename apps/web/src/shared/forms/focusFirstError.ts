import { type FormEvent, useEffect, useRef } from 'react';
import { i18n } from '../i18n/i18n';

/**
 * After a refused send (the form's own checks or the server's field errors), the person must see
 * why without looking for it (decision 0067): on a phone a message ~870 px above the button reads
 * as "nothing happened". The first field in error takes the focus (a screen reader then reads its
 * label, "invalid" and its message), scrolls to the middle of the screen, and an alert names it.
 */

const ANNOUNCER = 'data-form-error-announcer';

// Visually hidden but read: the usual off-screen box (display:none would silence it).
const HIDDEN_STYLE =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;' +
  'clip:rect(0 0 0 0);white-space:nowrap;border:0';

/** The field's label as read, without the required mark ("Cédula *" → "Cédula"). */
function labelOf(field: HTMLElement): string {
  const labelled = field.getAttribute('aria-label');
  const label =
    labelled ?? (field as HTMLInputElement).labels?.[0]?.textContent ?? field.title ?? '';
  return label.replace(/\s*\*\s*$/, '').trim();
}

/**
 * Says `message` through a live region inside `scope`'s dialog (or the page): a screen reader in
 * a modal dialog ignores what lies outside it.
 */
function announce(scope: Element, message: string): void {
  const host = scope.closest('[role="dialog"]') ?? scope.ownerDocument.body;
  let region = host.querySelector<HTMLElement>(`[${ANNOUNCER}]`);
  if (region === null) {
    region = scope.ownerDocument.createElement('div');
    region.setAttribute(ANNOUNCER, '');
    region.setAttribute('role', 'alert');
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('style', HIDDEN_STYLE);
    host.appendChild(region);
  }
  // Emptied first, so the same message said twice is read twice.
  region.textContent = '';
  region.textContent = message;
}

/**
 * Focuses the first field marked invalid (`aria-invalid="true"`, as Mantine marks a field with an
 * error) in `form`, scrolls it into view and announces it. Returns the field, or null if none.
 */
export function focusFirstError(form: Element | null): HTMLElement | null {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
  if (form === null || field === null) return null;
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
  // The message itself is read with the focused field (its aria-describedby); the alert names
  // the field, so a page never shows the same message twice to anyone who searches it.
  const label = labelOf(field);
  // The app's i18n, as the language menu sets it: this runs outside React (useFocusOnErrors too).
  announce(
    form,
    label === '' ? i18n.t('forms.checkForm') : i18n.t('forms.checkField', { field: label }),
  );
  return field;
}

/** A submit as the forms pass it: the event, or a stand-in with preventDefault alone. */
export type FormSubmit = Pick<FormEvent, 'preventDefault'> & { currentTarget?: EventTarget | null };

/**
 * After a refused send, the first field in error takes the focus (focusFirstError) once its
 * message is on screen. `submitted` remembers the form of the last submit; `refused` asks for the
 * focus with the errors about to be shown.
 */
export function useFocusFirstError(errors: Partial<Record<string, string>>) {
  const form = useRef<Element | null>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || Object.values(errors).every((error) => error === undefined)) return;
    pending.current = false;
    focusFirstError(form.current);
  }, [errors]);
  return {
    submitted: (event: FormSubmit) => {
      if (event.currentTarget instanceof Element) form.current = event.currentTarget;
    },
    refused: () => {
      pending.current = true;
    },
  };
}
