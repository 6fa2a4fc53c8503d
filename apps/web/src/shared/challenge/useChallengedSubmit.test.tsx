import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { captchaInTestMode, holdCaptcha, TEST_CAPTCHA_PAYLOAD } from '../../test/captcha';
import { renderWithProviders } from '../../test/render';
import { SubmitButton } from '../forms/SubmitButton';
import { CaptchaField } from '../ui/CaptchaField';
import { useChallengedSubmit } from './useChallengedSubmit';

captchaInTestMode();

/** A public form as the real ones use the hook: the name checked first, then the challenge. */
function NameForm({ send }: { send: (name: string, altcha: string) => Promise<void> }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const challenge = useChallengedSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void challenge.run(async (solved) => {
      if (name === '') return setError('Escriba su nombre');
      setError(undefined);
      const altcha = await solved();
      if (altcha !== null) await send(name, altcha);
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="Nombre"
        value={name}
        error={error}
        onChange={(e) => setName(e.target.value)}
      />
      <CaptchaField key={challenge.round} {...challenge.field} />
      <SubmitButton {...challenge.button}>Enviar</SubmitButton>
    </form>
  );
}

const button = () => screen.getByRole('button', { name: /^(Enviar|Verificando…)$/ });
const widgets = () => document.querySelectorAll('altcha-widget');

function renderForm() {
  const send = vi.fn(async (_name: string, _altcha: string) => {});
  renderWithProviders(<NameForm send={send} />);
  return send;
}

async function typeName() {
  fireEvent.change(await screen.findByLabelText('Nombre'), { target: { value: 'Rosa' } });
}

describe('useChallengedSubmit: a tap before the challenge is solved is kept', () => {
  it('sends a submit made during an unsolved challenge exactly once, when it solves', async () => {
    const slow = holdCaptcha();
    const send = renderForm();
    await typeName();
    await waitFor(() => expect(widgets()).toHaveLength(1));
    fireEvent.click(button());
    // The button says what it waits for, busy, and sends nothing yet.
    expect(await screen.findByRole('button', { name: 'Verificando…' })).toBeDisabled();
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(send).not.toHaveBeenCalled();
    slow.release();
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith('Rosa', TEST_CAPTCHA_PAYLOAD);
    await waitFor(() => expect(button()).toHaveAccessibleName('Enviar'));
    expect(send).toHaveBeenCalledOnce();
  });

  it('sends a double tap once, while it waits for the challenge', async () => {
    const slow = holdCaptcha();
    const send = renderForm();
    await typeName();
    fireEvent.click(button());
    // A second tap that lands before the button is disabled is a second submit of the form.
    fireEvent.submit(button().closest('form') as HTMLFormElement);
    slow.release();
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    await waitFor(() => expect(button()).toHaveAccessibleName('Enviar'));
    expect(send).toHaveBeenCalledOnce();
  });

  it('sends a double tap once, while the first one is being sent', async () => {
    let answer = () => {};
    const send = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    renderWithProviders(<NameForm send={send} />);
    await typeName();
    await screen.findByText('Verificado: ya puede enviar el formulario');
    fireEvent.click(button());
    fireEvent.submit(button().closest('form') as HTMLFormElement);
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    answer();
    await waitFor(() => expect(button()).toHaveAccessibleName('Enviar'));
    expect(send).toHaveBeenCalledOnce();
  });

  it('marks an empty form at the first tap, without waiting for the challenge', async () => {
    holdCaptcha(); // never solved in this test
    const send = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escriba su nombre')).toBeInTheDocument();
    // The check's busy state ends in a render after the errors' (a busy machine shows it).
    await waitFor(() => expect(button()).toBeEnabled());
    expect(button()).toHaveAccessibleName('Enviar');
    expect(send).not.toHaveBeenCalled();
  });

  it('says in Spanish that nothing was sent when the challenge fails', async () => {
    const slow = holdCaptcha();
    const send = renderForm();
    await typeName();
    fireEvent.click(button());
    await screen.findByRole('button', { name: 'Verificando…' });
    slow.release({ fail: true });
    const alert = await screen.findByText(
      'No se envió: la verificación de seguridad falló. Marque la casilla «No soy un robot» para intentarlo de nuevo y vuelva a enviar.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(button()).toBeEnabled();
    expect(send).not.toHaveBeenCalled();
    // A tap after the failure says so at once rather than waiting on a failed widget.
    fireEvent.click(button());
    expect(button()).toHaveAccessibleName('Enviar');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends at once once solved, and solves a new challenge after each send', async () => {
    const send = renderForm();
    await typeName();
    await screen.findByText('Verificado: ya puede enviar el formulario');
    const first = widgets()[0];
    fireEvent.click(button());
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    await waitFor(() => expect(first?.isConnected).toBe(false));
    expect(widgets()).toHaveLength(1);
  });
});
