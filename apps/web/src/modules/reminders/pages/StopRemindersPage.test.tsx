import { apiPaths } from '@aptovial/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { StopRemindersPage } from './StopRemindersPage';

const PAGE = '/dejar-de-recibir-recordatorios';
const renderPage = (query: string) =>
  renderRoutes([{ path: PAGE, Component: StopRemindersPage }], { initialPath: `${PAGE}${query}` });

describe('StopRemindersPage (decision 0087)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the link’s values and confirms, without a session', async () => {
    const calls = stubApi(() => ({ body: { data: { stopped: true } } }));
    renderPage('?h=abc&s=firma');
    expect(await screen.findByText('No recibirá más recordatorios')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(apiPaths.stopReminders);
    expect(calls[0]?.body).toEqual({ h: 'abc', s: 'firma' });
  });

  it('shows the server’s Spanish refusal of a forged link', async () => {
    const message = 'El enlace para dejar de recibir recordatorios no es válido.';
    stubApi(() => apiError('BAD_REQUEST', { message }));
    renderPage('?h=abc&s=falsa');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('No recibirá más recordatorios')).not.toBeInTheDocument();
  });
});
