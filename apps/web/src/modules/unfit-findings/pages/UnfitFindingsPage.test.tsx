import { apiPaths, type UnfitFinding } from '@aptovial/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { alertsMock, resetAlertsMock } from '../../../test/alertsMock';
import { type ApiCall, apiError, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { UnfitFindingsPage } from './unfitFindingsPages';

const findingOf = (overrides: Partial<UnfitFinding> = {}): UnfitFinding => ({
  id: 1,
  dni: '20111222',
  nationality: 'V',
  grade: '3',
  reason: 'Agudeza visual insuficiente',
  state: 'VE-L',
  channel: 'medicVial',
  createdAt: '2026-05-16T15:00:00.000Z',
  ...overrides,
});

function stubFindings(save: (call: ApiCall) => ReturnType<typeof apiError> = () => ({})) {
  const stored = [findingOf()];
  return stubApi((call) => {
    if (new URL(call.url, 'http://x').pathname !== apiPaths.unfitFindings) return { status: 404 };
    if (call.method === 'GET') return { body: { data: stored } };
    const refused = save(call);
    if (refused.status !== undefined) return refused;
    const created = findingOf({ id: 2, ...(call.body as object) });
    stored.unshift(created);
    return { body: { data: created } };
  });
}
const signInAs = (type: 'medic' | 'INTT' | 'medicVial') =>
  useSessionStore.getState().signIn(verifiedSessionOf({ type, rol: 'Admin' }));
const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Registrar No apto (unfitFindings)', { timeout: 30_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
    resetAlertsMock();
  });

  it('lists the doctor’s findings with their reasons and records a new one', async () => {
    signInAs('medicVial');
    const calls = stubFindings();
    renderWithProviders(<UnfitFindingsPage />);
    expect(await screen.findByText('Agudeza visual insuficiente')).toBeInTheDocument();
    expect(screen.getByText('V-20111222')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar No apto' }));
    // The API's own schema speaks first: nothing is sent.
    expect(await screen.findByText('La cédula debe tener de 5 a 9 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Explique el motivo (al menos 5 caracteres)')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    change(/^Cédula/, '30.111-222');
    change(/^Nacionalidad/, 'E');
    change(/^Grado solicitado/, '4');
    change(/^Motivo/, 'Epilepsia no controlada');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar No apto' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      dni: '30111222',
      nationality: 'E',
      grade: '4',
      reason: 'Epilepsia no controlada',
    });
    expect(await screen.findByText('Epilepsia no controlada')).toBeInTheDocument();
    expect(alertsMock.toast).toHaveBeenCalledWith({ title: 'No apto registrado' });
  });

  it('puts the server’s field refusal under its field', async () => {
    signInAs('medic');
    stubFindings(() =>
      apiError('VALIDATION_ERROR', { errors: [{ field: 'grade', message: 'Grado desconocido' }] }),
    );
    renderWithProviders(<UnfitFindingsPage />);
    await screen.findByText('Agudeza visual insuficiente');
    change(/^Cédula/, '30111222');
    change(/^Grado solicitado/, '2');
    change(/^Motivo/, 'Visión monocular');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar No apto' }));
    expect(await screen.findByText('Grado desconocido')).toBeInTheDocument();
  });

  it('tells a session that issues no certificates why, asking the API nothing', async () => {
    signInAs('INTT');
    const calls = stubFindings();
    renderWithProviders(<UnfitFindingsPage />);
    expect(
      await screen.findByText('Solo quien emite certificados registra un No apto.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
