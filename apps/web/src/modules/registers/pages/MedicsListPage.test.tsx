import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { pageOf, queryOf, registerOf, schoolNumberOf, withReference } from '../testRegisters';
import { MedicsListPage, MedicVialListPage } from './registersPages';

const listCalls = (calls: { url: string }[]) =>
  calls.filter((call) => /^\/api\/register(\?|$)/.test(call.url));

function signIn(rol: 'Admin' | 'President') {
  useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol, state: 'VE-L' }));
}

// Several renders and filter changes per test: slow when the two cores are shared.
describe('Lista-medicos', { timeout: 15_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('lists a page of registers and asks for another page, order and filters', async () => {
    signIn('President');
    const calls = stubApi(withReference(() => pageOf([registerOf()], 25)));
    renderWithProviders(<MedicsListPage />);
    const row = (await screen.findByText('Quintero')).closest('tr');
    if (row === null) throw new Error('no row');
    for (const text of ['V-14555666', 'Femenino', 'Sin definir', 'MS-7788', 'Solvente: Sí']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByText('05/03/2024')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3 · 25 registros')).toBeInTheDocument();
    expect(queryOf(listCalls(calls)[0])).toEqual({
      limit: '10',
      page: '1',
      order_by: 'createdAt',
      order_direction: 'desc',
    });

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)).page).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Especialidad' }));
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1))).toMatchObject({
        page: '1',
        order_by: 'specialty',
        order_direction: 'asc',
      }),
    );
    await screen.findByRole('option', { name: 'Cardiología' });
    fireEvent.change(screen.getByLabelText('Especialidad'), { target: { value: 'Cardiología' } });
    fireEvent.change(screen.getByLabelText('Médico vial'), { target: { value: 'true' } });
    fireEvent.change(screen.getByLabelText('Género'), { target: { value: 'M' } });
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1))).toMatchObject({
        specialty: 'Cardiología',
        medicVial: 'true',
        genders: 'M',
      }),
    );
    // A President manages only their own state (docs/product/roles.md).
    const states = within(screen.getByLabelText('Estado')).getAllByRole('option');
    expect(states.map((option) => option.textContent)).toEqual(['Todos', 'Mérida']);
  });

  it('says what to do when the list is empty, filtered empty, or fails', async () => {
    signIn('President');
    let reply: ApiReply = pageOf([]);
    stubApi(withReference(() => reply));
    renderWithProviders(<MedicsListPage />);
    expect(
      await screen.findByText(/Todavía no hay registros. Pulse «Crear registro»/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Género'), { target: { value: 'F' } });
    expect(await screen.findByText(/Ningún registro coincide/)).toBeInTheDocument();

    reply = apiError('INTERNAL_ERROR');
    fireEvent.change(screen.getByLabelText('Género'), { target: { value: 'M' } });
    expect(await screen.findByText(/No se pudo cargar la lista de registros/)).toBeInTheDocument();
    reply = pageOf([registerOf()]);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Quintero')).toBeInTheDocument();
  });

  it('shows type, module, degree, creator and action to Admin only', async () => {
    signIn('Admin');
    const nurse = registerOf({ type: 'nurse', academicDegree: 'Licenciatura' });
    stubApi(withReference(() => pageOf([nurse])));
    const { unmount } = renderWithProviders(<MedicsListPage />);
    await screen.findByText('Quintero');
    for (const header of ['Tipo', 'Módulo', 'Grado académico', 'Creado por', 'Acción']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('Licenciatura')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar a Carmen Quintero' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo')).toBeInTheDocument();
    unmount();

    signIn('President');
    renderWithProviders(<MedicsListPage />);
    await screen.findByText('Quintero');
    expect(screen.queryByRole('columnheader', { name: 'Módulo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Creado por' })).not.toBeInTheDocument();
    expect(screen.queryByText('admin@colegio.ve')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar a/ })).not.toBeInTheDocument();
  });

  it('Medicos-Habilitados always asks for road-medicine medics and shows their licence', async () => {
    signIn('President');
    const vial = schoolNumberOf({ medicVial: true, licenseNumber: 'MV-001', solvency: 'No' });
    const calls = stubApi(withReference(() => pageOf([registerOf({ schoolNumbers: [vial] })])));
    renderWithProviders(<MedicVialListPage />);
    expect(await screen.findByText('Habilitado N.º MV-001')).toBeInTheDocument();
    expect(screen.getByText('Solvente: No')).toBeInTheDocument();
    expect(queryOf(listCalls(calls)[0]).medicVial).toBe('true');
    expect(screen.queryByLabelText('Médico vial')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear registro' })).not.toBeInTheDocument();
  });
});
