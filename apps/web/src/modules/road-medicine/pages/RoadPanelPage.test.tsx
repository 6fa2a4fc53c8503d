import { apiPaths, type PaymentsSummary, pathTo, type RoadDashboard } from '@aptovial/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { type ApiCall, type ApiReply, apiError, stubApi } from '../../../test/apiStub';
import { typeDay } from '../../../test/dates';
import { answersOperativesPanel } from '../../../test/operativeFigures';
import { renderRoutes } from '../../../test/render';
import { verifiedSessionOf } from '../../../test/sessionFixtures';
import { RoadPanelPage } from './RoadPanelPage';

const panel: RoadDashboard = {
  today: 3,
  week: 11,
  month: 12_480,
  range: { from: '2026-11-01', to: '2026-11-25', total: 12_480 },
  byType: [
    { key: 'Primera vez', total: 9000 },
    { key: 'Renovación', total: 3480 },
  ],
  byGrade: [{ key: '3', total: 12_480 }],
  byState: [],
  byDay: [
    { key: '2026-11-02', total: 7 },
    { key: '2026-11-24', total: 12_473 },
  ],
  lots: [
    { id: 4, numberTP: 'TP-0042', initialNumber: 1001, finalNumber: 2000, used: 310, free: 690 },
  ],
};

const adminPanel: RoadDashboard = {
  ...panel,
  byState: [
    { key: 'VE-L', total: 12_000 },
    { key: 'VE-B', total: 480 },
  ],
  lots: [],
};

const PAGE = pathTo('dashboardMVial');

/** The panel's money figures are RoadPanelMoney.test.tsx's: here, a range without payments. */
const noMoney: PaymentsSummary = {
  range: { from: '2026-11-01', to: '2026-11-25' },
  approved: { count: 0, total: '0.00' },
  pending: { count: 0, total: '0.00' },
  failed: { count: 0 },
  byDay: [],
};

function answering(body: RoadDashboard | ApiReply): (call: ApiCall) => ApiReply {
  return (call) => {
    if (call.url.startsWith(apiPaths.paymentsSummary)) return { body: { data: noMoney } };
    const operatives = answersOperativesPanel(call);
    if (operatives !== undefined) return operatives;
    if (!call.url.startsWith(apiPaths.dashboardVial)) throw new Error(`unexpected ${call.url}`);
    return 'today' in body ? { body: { data: body } } : body;
  };
}

function renderPanel(path = PAGE) {
  return renderRoutes([{ path: PAGE, Component: RoadPanelPage }], { initialPath: path });
}

function signIn(type: 'medicVial' | 'medic', rol: 'VialDirector' | 'Admin') {
  useSessionStore.getState().signIn(verifiedSessionOf({ type, rol }));
}

const dashboardCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.startsWith(apiPaths.dashboardVial));

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

/** A chart of the panel (its code loads after the numbers): one image named after its section. */
async function chart(title: string) {
  const image = await screen.findByRole('img', { name: `Gráfico: ${title}` });
  // recharts draws once its box is measured, a moment after the chart mounts.
  await waitFor(() => expect(image.querySelector('svg')).toBeInTheDocument());
  return image;
}

const barHeights = (image: HTMLElement) =>
  [...image.querySelectorAll('path.recharts-rectangle')].map((bar) =>
    Number(bar.getAttribute('height')),
  );

describe('Inicio (dashboardMVial)', { timeout: 15_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it("shows a doctor's counts, each number also as text, and their lots' free serials", async () => {
    signIn('medicVial', 'VialDirector');
    const calls = stubApi(answering(panel));
    renderPanel();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    await screen.findByText('Certificados emitidos');
    expect(dashboardCalls(calls).map((call) => call.url)).toEqual([apiPaths.dashboardVial]);

    const counts = section('Certificados emitidos');
    const countOf = (label: string) =>
      counts.getByText(label).nextElementSibling?.textContent ?? null;
    expect(countOf('Hoy')).toBe('3');
    expect(countOf('Esta semana')).toBe('11');
    expect(countOf('Este mes')).toBe('12.480');
    expect(countOf('En el rango')).toBe('12.480');
    expect(counts.getByText('Del 01/11/2026 al 25/11/2026')).toBeInTheDocument();

    // One bar per day with certificates: seven beside 12.473 is still seen, an empty day is none.
    const heights = barHeights(await chart('Certificados por día'));
    expect(heights).toHaveLength(2);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(2);
    // The chart's numbers as a table: only the days with certificates, dates as people read them.
    const days = within(screen.getByRole('table', { name: 'Certificados por día' }));
    expect(days.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DíaCertificados',
      '02/11/20267',
      '24/11/202612.473',
    ]);
    const types = within(screen.getByRole('table', { name: 'Por tipo de certificado' }));
    expect(types.getByRole('row', { name: 'Primera vez 9.000' })).toBeInTheDocument();
    const grades = within(screen.getByRole('table', { name: 'Por grado' }));
    expect(
      grades.getByRole('row', { name: 'Tercer grado (vehículos hasta 4.500 kg) 12.480' }),
    ).toBeInTheDocument();
    // The totals' bars carry their names and numbers, read without hovering on a phone.
    const typeBars = within(await chart('Por tipo de certificado'));
    for (const text of ['Primera vez', '9.000', 'Renovación', '3.480']) {
      expect(typeBars.getByText(text)).toBeInTheDocument();
    }
    const gradeBars = within(await chart('Por grado'));
    expect(gradeBars.getByText('Tercer grado')).toBeInTheDocument();
    expect(gradeBars.getByText('12.480')).toBeInTheDocument();
    // A doctor has no other state to compare with.
    expect(screen.queryByRole('region', { name: 'Por estado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Gráfico: Por estado' })).not.toBeInTheDocument();

    const lots = section('Seriales disponibles');
    expect(lots.getByText('Seriales disponibles en sus lotes: 690')).toBeInTheDocument();
    expect(lots.getByRole('row', { name: 'TP-0042 1001 al 2000 310 690' })).toBeInTheDocument();
  });

  it('shows the Admin every state by name, and no lots of their own', async () => {
    signIn('medicVial', 'Admin');
    stubApi(answering(adminPanel));
    renderPanel();
    const states = within(await screen.findByRole('table', { name: 'Por estado' }));
    expect(states.getByRole('row', { name: 'Mérida 12.000' })).toBeInTheDocument();
    expect(states.getByRole('row', { name: 'Anzoátegui 480' })).toBeInTheDocument();
    const stateBars = within(await chart('Por estado'));
    for (const text of ['Mérida', '12.000', 'Anzoátegui', '480']) {
      expect(stateBars.getByText(text)).toBeInTheDocument();
    }
    expect(barHeights(await chart('Por estado'))).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Seriales disponibles' })).not.toBeInTheDocument();
  });

  it('draws no chart for a range without certificates, and says so', async () => {
    signIn('medicVial', 'Admin');
    const empty: RoadDashboard = {
      ...adminPanel,
      today: 0,
      week: 0,
      month: 0,
      range: { ...panel.range, total: 0 },
      byType: [],
      byGrade: [],
      byState: [],
      byDay: [],
    };
    stubApi(answering(empty));
    renderPanel();
    await screen.findByText('Certificados emitidos');
    expect(screen.getAllByText('Sin certificados en este rango.')).toHaveLength(4);
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.queryAllByRole('table')).toEqual([]);
  });

  it('reads the range from the address and keeps a new one there', async () => {
    signIn('medicVial', 'VialDirector');
    const calls = stubApi(answering(panel));
    const { router } = renderPanel(`${PAGE}?date_range=2026-10-01,2026-10-31`);
    const from = await screen.findByLabelText<HTMLInputElement>('Desde');
    expect(from.value).toBe('01/10/2026');
    await waitFor(() =>
      expect(dashboardCalls(calls).at(-1)?.url).toBe(
        `${apiPaths.dashboardVial}?date_range=2026-10-01%2C2026-10-31`,
      ),
    );

    typeDay(from, '15/10/2026');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?date_range=2026-10-15%2C2026-10-31'),
    );
    await waitFor(() =>
      expect(dashboardCalls(calls).at(-1)?.url).toBe(
        `${apiPaths.dashboardVial}?date_range=2026-10-15%2C2026-10-31`,
      ),
    );

    screen.getByRole('button', { name: 'Volver al mes en curso' }).click();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(dashboardCalls(calls).at(-1)?.url).toBe(apiPaths.dashboardVial));
  });

  it('says so when the panel cannot load, and tries again', async () => {
    signIn('medicVial', 'VialDirector');
    let reply: ApiReply = apiError('INTERNAL_ERROR');
    const calls = stubApi((call) => answering(reply)(call));
    renderPanel();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByText('No se pudo cargar el panel. Intente de nuevo.')).toBeInTheDocument();
    reply = { body: { data: panel } };
    retry.click();
    expect(await screen.findByText('Certificados emitidos')).toBeInTheDocument();
    expect(dashboardCalls(calls)).toHaveLength(2);
  });

  it('tells a session of another module why, without asking the API', async () => {
    signIn('medic', 'Admin');
    const calls = stubApi(() => {
      throw new Error('no call expected');
    });
    renderPanel();
    expect(await screen.findByText('Este panel es de Medicina Vial')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
