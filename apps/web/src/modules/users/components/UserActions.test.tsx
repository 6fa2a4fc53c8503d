import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { apiError, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { CollegeUsersListPage } from '../pages/usersPages';
import { pageOf, userOf, withReference } from '../testUsers';

/** The options of a select inside the open dialog (the filters above have the same labels). */
function optionsOf(label: RegExp): string[] {
  const select = within(screen.getByRole('dialog')).getByLabelText(label, { selector: 'select' });
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

async function openList(
  rol: 'Admin' | 'President',
  reply = withReference(() => pageOf([userOf()])),
  type: 'medic' | 'nurse' = 'medic',
) {
  useSessionStore.getState().signIn(verifiedSessionOf({ type, rol, state: 'VE-L' }));
  const calls = stubApi(reply);
  renderWithProviders(<CollegeUsersListPage />);
  await screen.findByText('Rondón');
  return calls;
}

describe('user actions', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('offers the Admin of medic only the roles it may create, and every state', async () => {
    await openList('Admin');
    fireEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(optionsOf(/^Estado/)).toContain('Miranda'));
    expect(optionsOf(/^Rol/)).toEqual([
      'Seleccione…',
      'Presidente',
      'Director de Medicina Vial',
      'Directiva',
    ]);
    expect(optionsOf(/^Estado/)).toEqual(['Seleccione…', 'Mérida', 'Distrito Capital', 'Miranda']);
  });

  it('offers a President only their roles and own state, and drops digits from names', async () => {
    await openList('President');
    fireEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(optionsOf(/^Estado/)).toEqual(['Seleccione…', 'Mérida']));
    expect(optionsOf(/^Rol/)).toEqual(['Seleccione…', 'Director de Medicina Vial', 'Directiva']);
    const names = within(dialog).getByLabelText(/^Nombres/);
    fireEvent.change(names, { target: { value: 'Ana1 María2ñ' } });
    expect(names instanceof HTMLInputElement && names.value).toBe('Ana Maríañ');
  });

  it('creates a user with the shared schema and says so', async () => {
    const calls = await openList(
      'President',
      withReference((call) =>
        call.method === 'POST' ? { body: { data: userOf() } } : pageOf([userOf()]),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(optionsOf(/^Estado/)).toEqual(['Seleccione…', 'Mérida']));
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type(/^Correo/, 'nuevo@example.com');
    type(/^Cédula/, '20111222');
    type(/^Nombres/, 'Luis');
    type(/^Apellidos/, 'Rondón');
    type(/^Género/, 'M');
    type(/^Teléfono principal/, '04141112233');
    type(/^Rol/, 'Directorate');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Usuario creado' }));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/users');
    expect(post?.body).toMatchObject({
      email: 'nuevo@example.com',
      rol: 'Directorate',
      state: 'VE-L',
    });
  });

  it("lets the nurses' Admin edit an account, sending only what may change", async () => {
    const nurseHead = userOf({ type: 'nurse', rol: 'President', rolName: 'Presidente' });
    const calls = await openList(
      'Admin',
      withReference((call) =>
        call.method === 'PUT' ? { body: { data: nurseHead } } : pageOf([nurseHead]),
      ),
      'nurse',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Editar a Luis Rondón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    await waitFor(() => expect(field(/^Rol/)).toHaveProperty('value', 'President'));
    // E-mail and dni identify the account: not offered for editing.
    expect(within(dialog).queryByLabelText(/^Correo/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Cédula/)).not.toBeInTheDocument();
    expect(field(/^Nombres/)).toHaveProperty('value', 'Luis');
    expect(field(/^Estado/)).toHaveProperty('value', 'VE-L');
    fireEvent.change(field(/^Teléfono principal/), { target: { value: '04247778899' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'Usuario actualizado' }),
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/users');
    expect(put?.body).toMatchObject({ id: 5, phone1: '0424-7778899', names: 'Luis' });
    // E-mail and dni are fixed; an unchanged role and state are not sent again.
    expect(put?.body).not.toHaveProperty('email');
    expect(put?.body).not.toHaveProperty('dni');
    expect(put?.body).not.toHaveProperty('rol');
    expect(put?.body).not.toHaveProperty('state');
  });

  it('toggles the access after the confirm and says the new status', async () => {
    const calls = await openList(
      'Admin',
      withReference((call) =>
        call.method === 'PUT'
          ? { body: { data: { id: 5, status: 'inactive' } } }
          : pageOf([userOf()]),
      ),
    );
    alertsMock.infoConfirm.mockResolvedValueOnce({ isConfirmed: true });
    fireEvent.click(screen.getByRole('switch', { name: 'Acceso de Luis Rondón' }));
    await waitFor(() =>
      expect(alertsMock.toast).toHaveBeenCalledWith({
        title: 'Estado del usuario actualizado a : Inactivo',
      }),
    );
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe('/api/users/updatedAccess?id=5');
  });

  it('does nothing when the access confirm is closed', async () => {
    const calls = await openList('Admin');
    fireEvent.click(screen.getByRole('switch', { name: 'Acceso de Luis Rondón' }));
    await waitFor(() => expect(alertsMock.infoConfirm).toHaveBeenCalled());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('explains that only one president per state may be active', async () => {
    await openList(
      'Admin',
      withReference((call) =>
        call.method === 'PUT'
          ? apiError('ONLY_ONE_PRESIDENT_PER_STATE')
          : pageOf([userOf({ status: 'inactive', rol: 'President' })]),
      ),
    );
    alertsMock.infoConfirm.mockResolvedValueOnce({ isConfirmed: true });
    fireEvent.click(screen.getByRole('switch', { name: 'Acceso de Luis Rondón' }));
    await waitFor(() =>
      expect(alertsMock.errorAlert).toHaveBeenCalledWith(
        'Solo puede haber un presidente con acceso activo por estado.',
      ),
    );
  });

  it('asks for the dni to delete and says when it does not match', async () => {
    const calls = await openList(
      'Admin',
      withReference((call) =>
        call.method === 'POST' ? apiError('USER_DNI_NOT_MATCH') : pageOf([userOf()]),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar a Luis Rondón' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Cédula del usuario/), {
      target: { value: '30999888' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(alertsMock.errorAlert).toHaveBeenCalledWith(
        'La Cédula no coincide con el usuario a eliminar',
      ),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/users/deleteUsers');
    expect(post?.body).toEqual({ id: 5, dni: '30999888' });
  });
});
