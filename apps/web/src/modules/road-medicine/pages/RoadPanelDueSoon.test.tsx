import { apiPaths, type PaymentsSummary, pathTo, type RoadDashboard } from '@aptovial/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { type ApiCall, type ApiReply, stubApi } from '../../../test/apiStub';
import { answersOperativesPanel } from '../../../test/operativeFigures';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { RoadPanelPage } from './RoadPanelPage';

// Decision 0087: "por vencer en 30 días" by state on the road panel.
const PAGE = pathTo('dashboardMVial');
const noMoney: PaymentsSummary = {
  range: { from: '2026-11-01', to: '2026-11-25' },
  approved: { count: 0, total: '0.00' },
  pending: { count: 0, total: '0.00' },
  failed: { count: 0 },
  byDay: [],
};
const panel: RoadDashboard = {
  today: 0,
  week: 0,
  month: 0,
  range: { from: '2026-11-01', to: '2026-11-25', total: 0 },
  byType: [],
  byGrade: [],
  byState: [],
  byDay: [],
  dueSoonByState: [
    { key: 'VE-L', total: 1_250 },
    { key: 'VE-A', total: 7 },
  ],
  lots: [],
};

function answering(call: ApiCall): ApiReply {
  if (call.url.startsWith(apiPaths.paymentsSummary)) return { body: { data: noMoney } };
  const operatives = answersOperativesPanel(call);
  if (operatives !== undefined) return operatives;
  return { body: { data: panel } };
}

describe('Inicio (dashboardMVial): por vencer en 30 días', { timeout: 15_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('lists the certificates expiring within 30 days by state, with their numbers', async () => {
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medicVial', rol: 'Admin' }));
    stubApi(answering);
    renderRoutes([{ path: PAGE, Component: RoadPanelPage }], { initialPath: PAGE });
    const table = within(
      await screen.findByRole('table', { name: 'Por vencer en 30 días, por estado' }),
    );
    expect(table.getByRole('row', { name: /Mérida 1\.250/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /Distrito Capital 7/ })).toBeInTheDocument();
  });
});
