import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdSubmits, releaseSubmits } from './heldSubmits';

function formWithButton(): { form: HTMLFormElement; button: HTMLButtonElement } {
  document.body.innerHTML =
    '<form method="dialog"><input name="dni" value="123"><button type="submit">Enviar</button></form>';
  const form = document.querySelector('form') as HTMLFormElement;
  return { form, button: form.querySelector('button') as HTMLButtonElement };
}

describe('a submit tapped before the app took the drawn form over (decision 0090)', () => {
  afterEach(() => releaseSubmits());

  it('reaches nobody and goes nowhere while held, then is sent once the app is ready', () => {
    const { form, button } = formWithButton();
    const app = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', app);
    holdSubmits();
    const tap = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(app).not.toHaveBeenCalled();

    releaseSubmits();
    expect(app).toHaveBeenCalledTimes(1);
    expect(app.mock.calls[0]?.[0].submitter).toBe(button);
  });

  it('sends nothing when nothing was tapped, or when the form is gone', () => {
    const { form } = formWithButton();
    const app = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', app);
    holdSubmits();
    releaseSubmits();
    expect(app).not.toHaveBeenCalled();

    holdSubmits();
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    form.remove();
    releaseSubmits();
    expect(app).not.toHaveBeenCalled();
  });

  it('lets submits through once released', () => {
    const { form } = formWithButton();
    const app = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', app);
    holdSubmits();
    releaseSubmits();
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(app).toHaveBeenCalledTimes(1);
  });
});
