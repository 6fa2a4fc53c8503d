import { TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render';
import { ApiError } from '../api/apiError';
import { reportFormError } from './reportFormError';
import { useZodForm } from './useZodForm';

const schema = z.object({
  serial: z.string().regex(/^\d+$/, 'Escriba solo dígitos'),
  dni: z.string().min(6, 'La cédula tiene de 6 a 9 dígitos'),
});

/** A long form: the send button far below its first fields, as on a phone. */
function Harness({ refuse }: { refuse?: ApiError }) {
  const form = useZodForm({ initialValues: { serial: '', dni: '' }, schema });
  const submit = form.onSubmit(() => {
    if (refuse) reportFormError(refuse, form, 'No se pudo guardar');
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Serial" required {...form.inputProps('serial')} />
      <TextInput label="Cédula" required {...form.inputProps('dni')} />
      <button type="submit">Guardar</button>
    </form>
  );
}

const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');

describe('after a refused send, the first field in error is where the person is', {
  timeout: 15_000,
}, () => {
  afterEach(() => scrolled.mockClear());

  it("the form's own refusal focuses the first field, scrolls to it and says why", () => {
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByLabelText(/^Cédula/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const serial = screen.getByLabelText(/^Serial/);
    expect(serial).toHaveFocus();
    expect(scrolled.mock.contexts).toContain(serial);
    expect(screen.getByRole('alert')).toHaveTextContent('Revise el campo «Serial»');
    expect(serial).toHaveAccessibleDescription('Escriba solo dígitos');
  });

  it("the server's refusal (a serial or cédula taken) does the same for its field", () => {
    const taken = new ApiError(409, 'REGISTER_DNI_TAKEN', 'Ya existe un registro con esta cédula', [
      { field: 'body.dni', message: 'Ya existe un registro con esta cédula' },
    ]);
    renderWithProviders(<Harness refuse={taken} />);
    fireEvent.change(screen.getByLabelText(/^Serial/), { target: { value: '1000001' } });
    fireEvent.change(screen.getByLabelText(/^Cédula/), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const dni = screen.getByLabelText(/^Cédula/);
    expect(dni).toHaveFocus();
    expect(dni).toHaveAttribute('aria-invalid', 'true');
    expect(scrolled.mock.contexts).toContain(dni);
    expect(screen.getByRole('alert')).toHaveTextContent('Revise el campo «Cédula»');
    expect(dni).toHaveAccessibleDescription('Ya existe un registro con esta cédula');
    // What was typed stays.
    expect(dni).toHaveValue('12345678');
  });
});
