import { apiPath, pathTo } from '@aptovial/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { stubViewportWidth } from '../../../test/viewport';
import { operativeItemOf, recordApi } from '../testOperativeRecord';
import { OperativesHistoryPage } from './OperativesHistoryPage';

const PAGE = pathTo('record');

function renderRecord(rol: 'VialDirector' | 'Admin' = 'VialDirector') {
  useSessionStore
    .getState()
    .signIn(verifiedSessionOf({ type: 'medicVial', rol, state: 'VE-L', schoolNumberId: 31 }));
  return renderRoutes([{ path: PAGE, element: <OperativesHistoryPage /> }], {
    initialPath: PAGE,
  });
}

const page = (total: number, rows = [operativeItemOf()]) => ({
  body: { data: rows, total, page: 1, limit: 10 },
});

describe('Operativos · listado on a 360 px phone (decision 0068)', { timeout: 20_000 }, () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('shows each operative as a card: place, state by name, status, facts and "Ver"', async () => {
    restore = stubViewportWidth(360);
    stubApi(recordApi());
    const { router } = renderRecord('Admin');
    const card = within((await screen.findByText('Alberto Adriani')).closest('li') as HTMLElement);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The state's name, never its code (VE-L).
    expect(await card.findByText('Mérida')).toBeVisible();
    expect(card.queryByText('VE-L')).not.toBeInTheDocument();
    expect(card.getByText('Pendiente')).toBeVisible();
    expect(card.getByText('Fechas').nextElementSibling?.textContent).toBe(
      '05/03/2099 al 06/03/2099',
    );
    expect(card.getByText('Lugar').nextElementSibling?.textContent).toBe(
      'Plaza Bolívar de El Vigía',
    );
    expect(card.getByText('Solicitantes').nextElementSibling?.textContent).toBe('42');
    expect(card.getByText('Recaudado').nextElementSibling?.textContent).toBe('Bs. 3.041,00');
    expect(card.getByText('Médico')).toBeVisible();
    // The list's order is a select and a direction button on a phone.
    expect(screen.getByLabelText('Ordenar por')).toBeInTheDocument();
    fireEvent.click(card.getByRole('button', { name: 'Ver el operativo 5' }));
    await waitFor(() => expect(router.state.location.search).toBe('?operativo=5'));
    expect(screen.getByText('Página 1 de 1 · 1 operativo')).toBeInTheDocument();
  });

  it('counts the operatives in the plural past one', async () => {
    restore = stubViewportWidth(360);
    const rows = [operativeItemOf(), operativeItemOf({ id: 6, municipalityName: 'Libertador' })];
    stubApi(recordApi({ history: () => page(12, rows) }));
    renderRecord();
    expect(await screen.findByText('Página 1 de 2 · 12 operativos')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('the certificates issued in an operative', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it.each([
    [1, '1 emitido'],
    [2, '2 emitidos'],
  ])('%i read as "%s"', async (total, text) => {
    const api = recordApi();
    const countPath = apiPath('operativeCertificateCount', { id: 5 });
    stubApi((call) =>
      new URL(call.url, 'http://x').pathname === countPath
        ? { body: { data: { total, byType: [{ type: 'Primera vez', total }] } } }
        : api(call),
    );
    useSessionStore
      .getState()
      .signIn(verifiedSessionOf({ type: 'medicVial', rol: 'VialDirector', state: 'VE-L' }));
    renderRoutes([{ path: PAGE, element: <OperativesHistoryPage /> }], {
      initialPath: `${PAGE}?operativo=5`,
    });
    const drawer = within(await screen.findByRole('dialog', { name: 'Operativo Nº 5' }));
    expect(await drawer.findByText(text)).toBeInTheDocument();
  });
});
