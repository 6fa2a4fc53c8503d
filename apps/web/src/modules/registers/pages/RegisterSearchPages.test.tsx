import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { stubDownloads } from '../../../test/downloads';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { pageOf, registerOf, withReference } from '../testRegisters';
import { InttMedicsPage, SearchMedicPage } from './registersPages';

const searches = (calls: { url: string }[]) => calls.filter((call) => call.url.includes('/search'));

describe('register search pages', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('Medicos does nothing on an empty dni, then shows the register found', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Directorate' }));
    const calls = stubApi(withReference(() => ({ body: { data: [registerOf()] } })));
    renderWithProviders(<SearchMedicPage />);
    const button = await screen.findByRole('button', { name: 'Buscar' });
    fireEvent.click(button);
    expect(screen.getByText(/Elija la nacionalidad, escriba una cédula/)).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Nacionalidad'), { target: { value: 'E' } });
    fireEvent.change(screen.getByLabelText('Cédula'), { target: { value: '14.555.666' } });
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Carmen Quintero' })).toBeInTheDocument();
    expect(screen.getByText('Venezolana')).toBeInTheDocument();
    expect(screen.getByText('15/02/1980')).toBeInTheDocument();
    expect(screen.getByText('Solvente: Sí')).toBeInTheDocument();
    expect(searches(calls).map((call) => call.url)).toEqual([
      '/api/register/search?dni=14555666&nationality=E',
    ]);

    const { saved } = stubDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(saved).toEqual(['registros-14555666.xlsx']));
    expect(calls.at(-1)?.url).toBe('/api/register/reports/xlsx?dni=14555666&nationality=E');
  });

  it('Medicos-INTT searches and lists through the INTT endpoints', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'INTT', rol: 'Official' }));
    const calls = stubApi(
      withReference((call) =>
        call.url.includes('searchINTT') ? { body: { data: [] } } : pageOf([registerOf()]),
      ),
    );
    renderWithProviders(<InttMedicsPage />);
    expect(await screen.findByText('Quintero')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Médicos registrados' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear registro' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Cédula'), { target: { value: '9876543' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(/No hay registros con la cédula V-9876543/)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((call) => call.url.split('?')[0])).toEqual(
        expect.arrayContaining(['/api/register/listMedicsINTT', '/api/register/searchINTT']),
      ),
    );
    expect(calls.some((call) => call.url.startsWith('/api/register?'))).toBe(false);
  });

  it('turns a college session away from Medicos-INTT', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    const calls = stubApi(() => ({}));
    renderWithProviders(<InttMedicsPage />);
    expect(await screen.findByText('No tiene permiso')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
