import { apiPath, apiPaths } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { sessionUserOf } from '../../../test/sessionFixtures';
import { PasskeysSection } from './PasskeysSection';

const laptop = {
  id: 7,
  name: 'Portátil',
  createdAt: '2026-06-01T14:00:00.000Z',
  lastUsedAt: null,
};

/** A small passkeys API that remembers renames and removals, so a refetch shows them. */
function stubPasskeys(required: boolean, initial = [laptop]): ApiCall[] {
  let items = [...initial];
  return stubApi((call) => {
    if (call.method === 'GET') return { body: { data: { items, required } } };
    if (call.url === apiPaths.passkeysRequired) {
      return { body: { data: { module: 'medic', required: true } } };
    }
    if (call.method === 'PUT') {
      const { name } = call.body as { name: string };
      items = items.map((item) => (call.url.endsWith(`/${item.id}`) ? { ...item, name } : item));
      return { body: { data: items.find((item) => item.name === name) } };
    }
    items = items.filter((item) => !call.url.endsWith(`/${item.id}`));
    return { body: { data: { message: 'Llave de acceso eliminada' } } };
  });
}

async function openAsDoctor() {
  renderWithProviders(
    <PasskeysSection user={sessionUserOf({ type: 'medic', rol: 'VialDirector' })} />,
  );
  await screen.findByText('Portátil');
}

describe('PasskeysSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('lists the passkeys with their dates and removes one once confirmed', async () => {
    const calls = stubPasskeys(false);
    await openAsDoctor();
    expect(screen.getByText('Aún sin usar')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    alertsMock.infoConfirm.mockResolvedValueOnce({ isConfirmed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la llave Portátil' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(alertsMock.infoConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '¿Eliminar la llave de acceso «Portátil»?',
        confirmButtonText: 'Sí, eliminar',
        showConfirmButton: true,
      }),
    );
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.url).toBe(apiPath('passkeyOne', { id: 7 }));
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({
        title: 'Llave de acceso «Portátil» eliminada',
      }),
    );
    expect(await screen.findByText('Aún no tiene llaves de acceso.')).toBeInTheDocument();
  });

  it('sends no removal when the confirmation is closed', async () => {
    const calls = stubPasskeys(false);
    await openAsDoctor();
    alertsMock.infoConfirm.mockResolvedValueOnce({ isConfirmed: false, isDismissed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la llave Portátil' }));
    await waitFor(() => expect(alertsMock.infoConfirm).toHaveBeenCalledTimes(1));
    // Let the closed confirmation's answer settle before looking for a call.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(screen.getByText('Portátil')).toBeInTheDocument();
    expect(alertsMock.toast).not.toHaveBeenCalled();
  });

  it('renames a passkey with the trimmed name and lists it under that name', async () => {
    const calls = stubPasskeys(false);
    await openAsDoctor();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar el nombre de la llave Portátil' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cambiar el nombre de la llave de acceso',
    });
    const field = within(dialog).getByLabelText(/^Nombre nuevo/);
    expect(field).toHaveProperty('value', 'Portátil');
    fireEvent.change(field, { target: { value: '  Teléfono de trabajo  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(apiPath('passkeyOne', { id: 7 }));
    expect(put?.body).toEqual({ name: 'Teléfono de trabajo' });
    expect(await screen.findByText('Teléfono de trabajo')).toBeInTheDocument();
    expect(screen.queryByText('Portátil')).not.toBeInTheDocument();
    expect(alertsMock.toast).toHaveBeenCalledWith({
      title: 'Llave de acceso renombrada a «Teléfono de trabajo»',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before Esc loses a new name, and Cancelar leaves no draft behind', async () => {
    stubPasskeys(false);
    await openAsDoctor();
    const rename = () =>
      fireEvent.click(
        screen.getByRole('button', { name: 'Cambiar el nombre de la llave Portátil' }),
      );
    rename();
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/^Nombre nuevo/), { target: { value: 'Tableta' } });
    fireEvent.keyDown(dialog.getByLabelText(/^Nombre nuevo/), { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Seguir editando' }));
    expect(dialog.getByLabelText(/^Nombre nuevo/)).toHaveValue('Tableta');
    // Cancelar is the person's own choice: it closes without asking and forgets the name.
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rename();
    const again = within(await screen.findByRole('dialog'));
    expect(again.getByLabelText(/^Nombre nuevo/)).toHaveValue('Portátil');
  });

  it('keeps a blank or too long name in the form with the shared message', async () => {
    const calls = stubPasskeys(false);
    await openAsDoctor();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar el nombre de la llave Portátil' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText(/^Nombre nuevo/);
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escriba un nombre para la llave')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'x'.repeat(61) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('El nombre no puede tener más de 60 caracteres'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says a passkey is owed when the module requires one, and lets its Admin switch', async () => {
    const calls = stubPasskeys(true, []);
    renderWithProviders(<PasskeysSection user={sessionUserOf({ type: 'medic', rol: 'Admin' })} />);
    expect(await screen.findByText('Agregue una llave de acceso')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: /Exigir llaves de acceso/ });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls.find((call) => call.url === apiPaths.passkeysRequired)?.body).toEqual({
        enabled: false,
      }),
    );
  });

  it('shows nothing to a role that does not issue nor manage people', () => {
    const calls = stubPasskeys(false);
    renderWithProviders(
      <PasskeysSection user={sessionUserOf({ type: 'nurse', rol: 'Secretary' })} />,
    );
    expect(screen.queryByText('Llaves de acceso')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
