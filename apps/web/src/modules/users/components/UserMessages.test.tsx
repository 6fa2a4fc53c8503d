import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { apiError, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { CollegeUsersListPage, InttUsersListPage } from '../pages/usersPages';
import { pageOf, userOf, withReference } from '../testUsers';

// docs/product/errors.md: the message of each failure of the access switch and of the delete
// dialog.
afterEach(() => {
  useSessionStore.getState().clear();
  vi.unstubAllGlobals();
  resetAlertsMock();
});

describe('access switch failures', () => {
  const cases = [
    {
      module: 'INTT' as const,
      page: InttUsersListPage,
      failure: apiError('ONLY_ONE_MANAGIN_DIRECTOR_PER_STATE'),
      message: 'Solo puede haber un director general con acceso activo por estado.',
    },
    {
      module: 'medic' as const,
      page: CollegeUsersListPage,
      failure: apiError('INTERNAL_ERROR'),
      message: 'Upps, Ha ocurrido un error activar o revocar el acceso del usuario',
    },
  ];
  for (const { module, page: Page, failure, message } of cases) {
    it(`${module}: says "${message}"`, async () => {
      useSessionStore
        .getState()
        .signIn(verifiedSessionOf({ type: module, rol: 'Admin', state: 'VE-L' }));
      stubApi(
        withReference((call) =>
          call.method === 'PUT' ? failure : pageOf([userOf({ status: 'inactive' })]),
        ),
      );
      renderWithProviders(<Page />);
      await screen.findByText('Rondón');
      alertsMock.infoConfirm.mockResolvedValueOnce({ isConfirmed: true });
      fireEvent.click(screen.getByRole('switch', { name: 'Acceso de Luis Rondón' }));
      await waitFor(() => expect(alertsMock.errorAlert).toHaveBeenCalledWith(message));
    });
  }
});

describe('delete failures', () => {
  const cases = [
    [apiError('USER_NOT_EXISTS'), 'El usuario no existe'],
    [apiError('INTERNAL_ERROR'), 'No se pudo eliminar el usuario. Intente de nuevo.'],
  ] as const;
  for (const [failure, message] of cases) {
    it(`says "${message}"`, async () => {
      useSessionStore
        .getState()
        .signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin', state: 'VE-L' }));
      stubApi(withReference((call) => (call.method === 'POST' ? failure : pageOf([userOf()]))));
      renderWithProviders(<CollegeUsersListPage />);
      await screen.findByText('Rondón');
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar a Luis Rondón' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(/Cédula del usuario/), {
        target: { value: '30999888' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      await waitFor(() => expect(alertsMock.errorAlert).toHaveBeenCalledWith(message));
    });
  }
});
