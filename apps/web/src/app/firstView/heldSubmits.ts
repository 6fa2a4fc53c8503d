/**
 * Submits tapped on a first view the build drew (decision 0090) before the app has taken it over:
 * React is not listening yet, and the forms are dialog forms, which go nowhere by themselves. The
 * entry holds them from its first task; the app sends the last one once it is ready.
 */
type Held = { form: HTMLFormElement; submitter: HTMLElement | null };

let held: Held | null = null;
let holding = false;

function hold(event: Event): void {
  if (!(event.target instanceof HTMLFormElement)) return;
  // Nothing else hears it now; the app hears it again once it has taken the form over.
  event.preventDefault();
  event.stopImmediatePropagation();
  held = { form: event.target, submitter: (event as SubmitEvent).submitter ?? null };
}

/** From now until `releaseSubmits`, a submit is kept instead of reaching anyone. */
export function holdSubmits(doc: Document = document): void {
  if (holding) return;
  holding = true;
  doc.addEventListener('submit', hold, true);
}

const isSubmitterOf = (form: HTMLFormElement, element: HTMLElement | null) =>
  (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
  element.form === form;

/** Stops holding, and submits the held form again if it is still on the page. */
export function releaseSubmits(doc: Document = document): void {
  doc.removeEventListener('submit', hold, true);
  holding = false;
  const last = held;
  held = null;
  if (last === null || !last.form.isConnected) return;
  const { form, submitter } = last;
  if (typeof form.requestSubmit !== 'function') {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  } else if (isSubmitterOf(form, submitter)) {
    form.requestSubmit(submitter as HTMLButtonElement | HTMLInputElement);
  } else {
    form.requestSubmit();
  }
}
