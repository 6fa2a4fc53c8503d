import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { captchaInTestMode, captchaSolved, TEST_CAPTCHA_PAYLOAD } from '../../test/captcha';
import { renderWithProviders } from '../../test/render';
import { CaptchaField } from './CaptchaField';

captchaInTestMode();

const group = () => screen.getByRole('group', { name: 'Verificación de seguridad' });

describe('CaptchaField', () => {
  it('solves by itself, announces it and hands the payload to the form', async () => {
    const onChange = vi.fn();
    renderWithProviders(<CaptchaField onChange={onChange} />);
    expect(await captchaSolved()).toHaveProperty('parentElement', group());
    expect(screen.getByRole('status').textContent).toBe(
      'Verificado: ya puede enviar el formulario',
    );
    expect(onChange).toHaveBeenLastCalledWith(TEST_CAPTCHA_PAYLOAD);
    // The widget speaks Spanish: its checkbox's label is ours.
    expect(screen.getByLabelText('Verificado')).toHaveProperty('type', 'checkbox');
  });

  it('says when it failed, gives no payload, and retries from its checkbox (Space)', async () => {
    globalThis.$altcha.defaults.set('mockError', true);
    const onChange = vi.fn();
    renderWithProviders(<CaptchaField onChange={onChange} />);
    const failed = 'La verificación falló. Marque la casilla para intentarlo de nuevo.';
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(failed));
    expect(onChange).not.toHaveBeenCalledWith(expect.any(String));
    globalThis.$altcha.defaults.set('mockError', false);
    const checkbox = screen.getByRole('checkbox');
    expect(checkbox.tabIndex).toBeGreaterThanOrEqual(0);
    fireEvent.click(checkbox); // what Space does on a focused native checkbox
    await captchaSolved();
    expect(onChange).toHaveBeenLastCalledWith(TEST_CAPTCHA_PAYLOAD);
  });

  it('shows the form’s message as an alert tied to the field', async () => {
    renderWithProviders(
      <CaptchaField onChange={() => {}} error="Resuelva la verificación antes de enviar" />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Resuelva la verificación antes de enviar');
    expect(group().getAttribute('aria-describedby')).toBe(alert.id);
  });
});
