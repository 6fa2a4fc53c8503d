import { apiPaths, type RoadCredential } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { pageOf, registerOf, schoolNumberOf, withReference } from '../testRegisters';
import { MedicVialListPage } from './registersPages';

const vial = schoolNumberOf({ id: 77, medicVial: true, licenseNumber: 'MV-001' });
const credential: RoadCredential = {
  id: 501,
  schoolNumberId: 77,
  email: 'carmen@aptovial.test',
  rol: 'VialDirector',
  status: 'active',
  state: 'VE-L',
  names: 'Carmen',
  lastNames: 'Quintero',
  dni: '14555666',
  nationality: 'V',
  createdAt: '2026-11-25T10:00:00.000Z',
};

function signIn(rol: 'Admin' | 'President' | 'Directorate') {
  useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol, state: 'VE-L' }));
}

/** The list with one enabled medic; credential calls go to `credentials`. */
function stubList(credentials: (call: ApiCall) => ApiReply) {
  return stubApi(
    withReference((call) =>
      call.url.startsWith('/api/credentialMedic/')
        ? credentials(call)
        : pageOf([registerOf({ schoolNumbers: [vial] })]),
    ),
  );
}

async function openCredential() {
  fireEvent.click(
    await screen.findByRole('button', { name: /Credencial de Medicina Vial de Carmen Quintero/ }),
  );
  return screen.findByRole('dialog');
}

describe('Credencial de Medicina Vial (Medicos-Habilitados)', { timeout: 15_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it("offers to create the credential when the search answers 'Not Found'", async () => {
    signIn('Admin');
    const calls = stubList((call) =>
      call.method === 'GET' ? { body: { data: 'Not Found' } } : { body: { data: credential } },
    );
    renderWithProviders(<MedicVialListPage />);
    const dialog = await openCredential();
    expect(await within(dialog).findByText(/aún no tiene credencial/)).toBeInTheDocument();
    const search = calls.find((call) => call.url.startsWith(apiPaths.searchCredential));
    expect(search?.url).toBe(`${apiPaths.searchCredential}?schoolNumberId=77`);
    const roles = within(within(dialog).getByLabelText('Rol')).getAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual([
      'Director de Medicina Vial',
      'Administrador',
    ]);
    fireEvent.change(within(dialog).getByLabelText(/Correo electrónico/), {
      target: { value: 'carmen@aptovial.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear credencial' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        schoolNumberId: 77,
        email: 'carmen@aptovial.test',
        rol: 'VialDirector',
        status: 'active',
      }),
    );
    await waitFor(() => expect(alertsMock.toast).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(apiPaths.createCredentialMedic);
  });

  it('shows a found credential and turns its access off; a President grants no Admin', async () => {
    signIn('President');
    const calls = stubList((call) =>
      call.method === 'GET'
        ? { body: { data: credential } }
        : { body: { data: { ...credential, status: 'inactive' } } },
    );
    renderWithProviders(<MedicVialListPage />);
    const dialog = await openCredential();
    expect(
      await within(dialog).findByText(/carmen@aptovial.test, acceso Activo/),
    ).toBeInTheDocument();
    const roles = within(within(dialog).getByLabelText('Rol')).getAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual(['Director de Medicina Vial']);
    fireEvent.change(within(dialog).getByLabelText('Acceso'), { target: { value: 'inactive' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        id: 501,
        email: 'carmen@aptovial.test',
        rol: 'VialDirector',
        status: 'inactive',
      }),
    );
  });

  it("shows the server's Spanish refusal", async () => {
    signIn('Admin');
    stubList((call) =>
      call.method === 'GET' ? { body: { data: 'Not Found' } } : apiError('CREDENTIAL_NOT_SOLVENT'),
    );
    renderWithProviders(<MedicVialListPage />);
    const dialog = await openCredential();
    fireEvent.change(await within(dialog).findByLabelText(/Correo electrónico/), {
      target: { value: 'carmen@aptovial.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear credencial' }));
    await waitFor(() =>
      expect(alertsMock.errorAlert).toHaveBeenCalledWith(
        expect.stringContaining('no está solvente'),
      ),
    );
  });

  it('is not offered to a Directorate', async () => {
    signIn('Directorate');
    stubList(() => ({ body: { data: 'Not Found' } }));
    renderWithProviders(<MedicVialListPage />);
    expect(await screen.findByText('Quintero')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Credencial de Medicina Vial/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Medicina Vial' })).not.toBeInTheDocument();
  });
});
