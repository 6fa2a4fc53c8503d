import { apiPaths, type PaymentsSummary, pathTo, type RoadDashboard } from '@aptovial/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { answersOperativesPanel } from '../../../test/operativeFigures';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { RoadPanelPage } from './RoadPanelPage';

const range = { from: '2026-11-01', to: '2026-11-25' };
const certificates: RoadDashboard = {
  today: 1,
  week: 2,
  month: 3,
  range: { ...range, total: 3 },
  byType: [],
  byGrade: [],
  byState: [],
  byDay: [],
  lots: [],
};
const money: PaymentsSummary = {
  range,
  approved: { count: 3, total: '4561.51' },
  pending: { count: 1, total: '1520.50' },
  failed: { count: 2 },
  byDay: [
    { day: '2026-11-02', count: 1, total: '1520.51' },
    { day: '2026-11-24', count: 2, total: '3041.00' },
  ],
};

const PAGE = pathTo('dashboardMVial');
const summaryCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.startsWith(apiPaths.paymentsSummary));

function stubPanel(summary: () => ApiReply) {
  return stubApi((call) => {
    if (call.url.startsWith(apiPaths.dashboardVial)) return { body: { data: certificates } };
    if (call.url.startsWith(apiPaths.paymentsSummary)) return summary();
    const operatives = answersOperativesPanel(call);
    if (operatives !== undefined) return operatives;
    throw new Error(`unexpected ${call.url}`);
  });
}

function renderPanel(path = PAGE) {
  return renderRoutes([{ path: PAGE, Component: RoadPanelPage }], { initialPath: path });
}

describe('Inicio (dashboardMVial): the money figures', { timeout: 20_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('shows approved, pending and failed payments, and the approved bolívares by day', async () => {
    useSessionStore
      .getState()
      .signIn(verifiedSessionOf({ type: 'medicVial', rol: 'VialDirector' }));
    const calls = stubPanel(() => ({ body: { data: money } }));
    renderPanel(`${PAGE}?date_range=2026-11-01,2026-11-25`);
    const section = within(await screen.findByRole('region', { name: 'Pagos' }));
    const figureOf = (label: string) => {
      const term = section.getByText(label);
      return [
        term.nextElementSibling?.textContent,
        term.nextElementSibling?.nextElementSibling?.textContent,
      ];
    };
    expect(figureOf('Aprobados')).toEqual(['Bs. 4.561,51', 'Pagos: 3']);
    expect(figureOf('Pendientes')).toEqual(['Bs. 1.520,50', 'Pagos: 1']);
    expect(figureOf('Fallidos')).toEqual(['2', undefined]);
    // The panel's range, asked of the payments too.
    expect(summaryCalls(calls).map((call) => call.url)).toEqual([
      `${apiPaths.paymentsSummary}?date_range=2026-11-01%2C2026-11-25`,
    ]);
    // By day, exact to the cent, as the certificates' chart: a table beside the bars.
    const days = within(screen.getByRole('table', { name: 'Monto aprobado por día' }));
    expect(days.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DíaMonto aprobado',
      '02/11/2026Bs. 1.520,51',
      '24/11/2026Bs. 3.041,00',
    ]);
    const image = await screen.findByRole('img', { name: 'Gráfico: Monto aprobado por día' });
    await waitFor(() => expect(image.querySelectorAll('path.recharts-rectangle')).toHaveLength(2));
  });

  it('sums a long range by month in whole cents', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medicVial', rol: 'Admin' }));
    const year = { from: '2026-01-01', to: '2026-12-31' };
    stubPanel(() => ({
      body: {
        data: {
          ...money,
          range: year,
          byDay: [
            { day: '2026-03-01', count: 1, total: '0.10' },
            { day: '2026-03-02', count: 1, total: '0.20' },
          ],
        },
      },
    }));
    renderPanel(`${PAGE}?date_range=2026-01-01,2026-12-31`);
    const months = within(await screen.findByRole('table', { name: 'Monto aprobado por mes' }));
    // 0.10 + 0.20 is 0.30 here, not 0.30000000000000004.
    expect(months.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'MesMonto aprobado',
      '03/2026Bs. 0,30',
    ]);
  });

  it('keeps the certificates on screen when the money cannot load, and tries again', async () => {
    useSessionStore
      .getState()
      .signIn(verifiedSessionOf({ type: 'medicVial', rol: 'VialDirector' }));
    let reply: ApiReply = apiError('INTERNAL_ERROR');
    const calls = stubPanel(() => reply);
    renderPanel();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(
      screen.getByText('No se pudieron cargar los pagos. Intente de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Certificados emitidos')).toBeInTheDocument();
    reply = { body: { data: { ...money, byDay: [] } } };
    retry.click();
    expect(await screen.findByRole('region', { name: 'Pagos' })).toBeInTheDocument();
    expect(screen.getByText('Sin pagos aprobados en este rango.')).toBeInTheDocument();
    expect(summaryCalls(calls)).toHaveLength(2);
  });
});
