import {
  apiPaths,
  listCertificatesQuerySchema,
  listCommissionsQuerySchema,
  listLotsQuerySchema,
  listPaymentsQuerySchema,
  listPreRegistersQuerySchema,
  listRegistersQuerySchema,
  listUsersQuerySchema,
  type Module,
  operativeHistoryQuerySchema,
  type PaymentsSummary,
  pathTo,
  type RoadDashboard,
  type Role,
} from '@aptovial/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listCertificatesQueryOptions } from '../../modules/certificates/api/listCertificates';
import { listRoadCertificatesQueryOptions } from '../../modules/certificates/api/listRoadCertificates';
import { CertificatesListPage } from '../../modules/certificates/pages/certificatesPages';
import {
  certificateOf,
  withCertificatesReference,
} from '../../modules/certificates/testCertificates';
import { commissionAmountQueryOptions } from '../../modules/commissions/api/commissionAmount';
import { listCommissionsQueryOptions } from '../../modules/commissions/api/listCommissions';
import { amountOf, commissionOf } from '../../modules/commissions/testCommissions';
import { listLotsQueryOptions } from '../../modules/lots/api/listLots';
import { LotsListPage } from '../../modules/lots/pages/lotsPages';
import { lotOf } from '../../modules/lots/testLots';
import { operativeHistoryQueryOptions } from '../../modules/operatives/api/history';
import { operativesKeys } from '../../modules/operatives/operativesScope';
import { answersOperativesPanel } from '../../modules/operatives/testOperativeRecord';
import { listPaymentsQueryOptions } from '../../modules/payments/api/listPayments';
import { paymentsSummaryQueryOptions } from '../../modules/payments/api/paymentsSummary';
import { listPreRegistersQueryOptions } from '../../modules/pre-registrations/api/listPreRegisters';
import { settingsQueryOptions } from '../../modules/pre-registrations/api/settings';
import { listRegistersQueryOptions } from '../../modules/registers/api/listRegisters';
import { MedicsListPage } from '../../modules/registers/pages/registersPages';
import { registerOf } from '../../modules/registers/testRegisters';
import {
  defaultRoadDashboardQuery,
  roadDashboardQueryOptions,
} from '../../modules/road-medicine/api/roadDashboard';
import { RoadPanelPage } from '../../modules/road-medicine/pages/RoadPanelPage';
import { listUsersQueryOptions } from '../../modules/users/api/listUsers';
import { CollegeUsersListPage } from '../../modules/users/pages/usersPages';
import { userOf } from '../../modules/users/testUsers';
import { referenceDataQueryOptions } from '../../shared/reference/referenceData';
import { useSessionStore } from '../../shared/session/sessionStore';
import { type ApiCall, type ApiReply, stubApi } from '../../test/apiStub';
import { createTestQueryClient, renderRoutes } from '../../test/render';
import { verifiedSessionOf } from '../../test/sessionFixtures';
import { deferred, loadingOverlay } from '../../test/waiting';
import { AppLayout } from '../layout/AppLayout';
import { startupQueriesFor } from './startupQueries';

const page = (data: unknown[]): ApiReply => ({
  body: { data, total: data.length, page: 1, limit: 10 },
});

const roadPanel: RoadDashboard = {
  today: 2,
  week: 9,
  month: 31,
  range: { from: '2026-11-01', to: '2026-11-25', total: 31 },
  byType: [{ key: 'Primera vez', total: 31 }],
  byGrade: [{ key: '3', total: 31 }],
  byState: [],
  byDay: [{ key: '2026-11-24', total: 31 }],
  lots: [{ id: 4, numberTP: 'TP-0042', initialNumber: 1, finalNumber: 100, used: 31, free: 69 }],
};

const roadMoney: PaymentsSummary = {
  range: { from: '2026-11-01', to: '2026-11-25' },
  approved: { count: 1, total: '1520.50' },
  pending: { count: 0, total: '0.00' },
  failed: { count: 0 },
  byDay: [{ day: '2026-11-24', count: 1, total: '1520.50' }],
};

/** Every list answers one row; the reference data its catalogues; the panel its figures. */
function answer(call: ApiCall): ApiReply {
  const path = new URL(call.url, 'http://x').pathname;
  if (path === apiPaths.certifields) return page([certificateOf()]);
  if (path === apiPaths.listCertifieldsVial) return page([certificateOf()]);
  if (path === apiPaths.dashboardVial) return { body: { data: roadPanel } };
  if (path === apiPaths.paymentsSummary) return { body: { data: roadMoney } };
  if (path === apiPaths.chargeC2p) return page([]);
  if (path === apiPaths.operativeHistory) return page([]);
  const operativesPanel = answersOperativesPanel(call);
  if (operativesPanel) return operativesPanel;
  if (path === apiPaths.certifieldLotes) return page([lotOf()]);
  if (path === apiPaths.registers) return page([registerOf()]);
  if (path === apiPaths.users) return page([userOf()]);
  if (path === apiPaths.certifieldAmount) return { body: { data: amountOf() } };
  if (path === apiPaths.listCommissionAmount) return page([commissionOf()]);
  throw new Error(`unexpected call ${call.url}`);
}

const keys = {
  reference: referenceDataQueryOptions().queryKey,
  certificates: listCertificatesQueryOptions(listCertificatesQuerySchema.parse({})).queryKey,
  lots: listLotsQueryOptions(listLotsQuerySchema.parse({})).queryKey,
  medics: listRegistersQueryOptions('college', listRegistersQuerySchema.parse({})).queryKey,
  inttMedics: listRegistersQueryOptions('INTT', listRegistersQuerySchema.parse({})).queryKey,
  users: listUsersQueryOptions('college', listUsersQuerySchema.parse({})).queryKey,
  inttUsers: listUsersQueryOptions('INTT', listUsersQuerySchema.parse({})).queryKey,
  roadPanel: roadDashboardQueryOptions(defaultRoadDashboardQuery).queryKey,
  roadMoney: paymentsSummaryQueryOptions(defaultRoadDashboardQuery).queryKey,
  payments: listPaymentsQueryOptions(listPaymentsQuerySchema.parse({})).queryKey,
  operatives: operativeHistoryQueryOptions(operativeHistoryQuerySchema.parse({})).queryKey,
  operativeStats: operativesKeys.stats(defaultRoadDashboardQuery),
  operativeCommission: operativesKeys.commission(defaultRoadDashboardQuery),
  roadCertificates: listRoadCertificatesQueryOptions(listCertificatesQuerySchema.parse({}))
    .queryKey,
  preRegisters: listPreRegistersQueryOptions(listPreRegistersQuerySchema.parse({})).queryKey,
  settings: settingsQueryOptions().queryKey,
  amount: commissionAmountQueryOptions().queryKey,
  commissions: listCommissionsQueryOptions(listCommissionsQuerySchema.parse({})).queryKey,
};

const keysFor = (module: Module, role: Role) =>
  startupQueriesFor(verifiedSessionOf({ type: module, rol: role })).map((query) => query.queryKey);

const cached = (client: QueryClient, key: QueryKey) => client.getQueryData(key) !== undefined;

function renderLayout(client: QueryClient) {
  return renderRoutes(
    [
      {
        Component: AppLayout,
        children: [
          { path: '/home', element: <p>Inicio</p> },
          { path: pathTo('listCertifields'), element: <CertificatesListPage /> },
          { path: pathTo('listCertifieldLotes'), element: <LotsListPage /> },
          { path: pathTo('listMedics'), element: <MedicsListPage /> },
          { path: pathTo('listUsers'), element: <CollegeUsersListPage /> },
          { path: pathTo('dashboardMVial'), element: <RoadPanelPage /> },
        ],
      },
    ],
    { initialPath: '/home', queryClient: client },
  );
}

// Four list pages render in one test: a busy CI machine needs more than the default 5 s.
describe('start-up data by mode (docs/product/roles.md)', { timeout: 15_000 }, () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it('loads doctors, users, certificates, lots and commissions for a Colegio Admin, in the background', async () => {
    const held = deferred<void>();
    const calls = stubApi(
      withCertificatesReference(async (call) => {
        await held.promise;
        return answer(call);
      }),
    );
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    const client = createTestQueryClient();
    const { router } = renderLayout(client);

    // The screen shows at once, never under the overlay while the lists load (decision 0088).
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.getByText('Inicio')).toBeInTheDocument();
    expect(loadingOverlay()).not.toBeInTheDocument();
    held.resolve();
    await waitFor(() => expect(cached(client, keys.commissions)).toBe(true));
    const loaded = [keys.reference, keys.medics, keys.users, keys.certificates, keys.lots];
    for (const key of [...loaded, keys.amount, keys.commissions]) {
      expect(cached(client, key), JSON.stringify(key)).toBe(true);
    }
    const listed = calls.map((call) => new URL(call.url, 'http://x').pathname).sort();
    expect(listed).toEqual(
      [
        apiPaths.certifieldLotes,
        apiPaths.certifields,
        apiPaths.referenceData,
        apiPaths.registers,
        apiPaths.users,
        apiPaths.certifieldAmount,
        apiPaths.listCommissionAmount,
      ].sort(),
    );

    // Each first list opens on its rows, without a loading state: the page found its key.
    const lists = [
      ['listCertifields', 'Rangel'],
      ['listCertifieldLotes', 'TP-0042'],
      ['listMedics', 'Quintero'],
      ['listUsers', 'Rondón'],
    ] as const;
    for (const [route, row] of lists) {
      await act(() => router.navigate(pathTo(route)));
      expect(screen.getByText(row), route).toBeInTheDocument();
      expect(screen.queryByRole('status'), route).not.toBeInTheDocument();
    }
  });

  it("asks for the lists the screen does not need once the screen's own data is in", async () => {
    const held = deferred<void>();
    const calls = stubApi(
      withCertificatesReference(async (call) => {
        if (new URL(call.url, 'http://x').pathname === apiPaths.users) await held.promise;
        return answer(call);
      }),
    );
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    const client = createTestQueryClient();
    renderRoutes(
      [
        {
          Component: AppLayout,
          children: [{ path: pathTo('listUsers'), element: <CollegeUsersListPage /> }],
        },
      ],
      { initialPath: pathTo('listUsers'), queryClient: client },
    );
    const paths = () => calls.map((call) => new URL(call.url, 'http://x').pathname);
    await waitFor(() => expect(paths()).toContain(apiPaths.users));
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const other of [apiPaths.certifields, apiPaths.certifieldLotes, apiPaths.registers])
      expect(paths()).not.toContain(other);
    held.resolve();
    expect(await screen.findByText('Rondón')).toBeInTheDocument();
    await waitFor(() => expect(cached(client, keys.commissions)).toBe(true));
    expect(paths()).toEqual(expect.arrayContaining([apiPaths.certifields, apiPaths.registers]));
    // The screen's own list was asked for once: the start-up list it shares found it cached.
    expect(paths().filter((path) => path === apiPaths.users)).toHaveLength(1);
  });

  it('does not load again, nor show the overlay, when the cache already holds it', async () => {
    const calls = stubApi(withCertificatesReference(answer));
    useSessionStore.getState().signIn(verifiedSessionOf({ type: 'medic', rol: 'Admin' }));
    const client = createTestQueryClient();
    for (const query of startupQueriesFor(verifiedSessionOf({ type: 'medic', rol: 'Admin' }))) {
      await query.prefetch(client);
    }
    const before = calls.length;
    renderLayout(client);
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
    expect(loadingOverlay()).not.toBeInTheDocument();
    expect(calls).toHaveLength(before);
  });

  it('uses the keys of the list pages: INTT loads its medics, users and certificates', () => {
    expect(keysFor('INTT', 'Admin')).toEqual([
      keys.reference,
      keys.inttMedics,
      keys.inttUsers,
      keys.certificates,
    ]);
  });

  it.each([
    ['medic', 'Directorate', 'certificates', [keys.reference, keys.medics, keys.lots]],
    ['medic', 'VialDirector', 'users', [keys.reference, keys.medics, keys.certificates, keys.lots]],
    ['nurse', 'Secretary', 'users', [keys.reference, keys.medics]],
    ['INTT', 'Official', 'users', [keys.reference, keys.inttMedics, keys.certificates]],
  ] as const)('%s %s, whose menu lacks %s, does not load them', (module, role, _, expected) => {
    expect(keysFor(module, role)).toEqual(expected);
  });

  it('loads the panel, its money, the certificates, the payments and the operatives for road medicine (VialDirector)', () => {
    expect(keysFor('medicVial', 'VialDirector')).toEqual([
      keys.reference,
      keys.roadPanel,
      keys.roadMoney,
      keys.operativeStats,
      keys.operativeCommission,
      keys.roadCertificates,
      keys.payments,
      keys.operatives,
    ]);
  });

  it("loads the public's requests and the switch for the road-medicine Admin too", () => {
    expect(keysFor('medicVial', 'Admin')).toEqual([
      keys.reference,
      keys.roadPanel,
      keys.roadMoney,
      keys.operativeStats,
      keys.operativeCommission,
      keys.roadCertificates,
      keys.payments,
      keys.operatives,
      keys.preRegisters,
      keys.settings,
    ]);
  });

  it('opens Inicio of road medicine on its figures, loaded at start-up', async () => {
    const calls = stubApi(withCertificatesReference(answer));
    useSessionStore
      .getState()
      .signIn(verifiedSessionOf({ type: 'medicVial', rol: 'VialDirector' }));
    const client = createTestQueryClient();
    const { router } = renderLayout(client);

    await waitFor(() => expect(cached(client, keys.roadCertificates)).toBe(true));
    await waitFor(() => expect(loadingOverlay()).not.toBeInTheDocument());
    expect(cached(client, keys.roadPanel)).toBe(true);
    expect(cached(client, keys.roadMoney)).toBe(true);
    const listed = calls.map((call) => new URL(call.url, 'http://x').pathname).sort();
    expect(listed).toEqual(
      [
        apiPaths.dashboardVial,
        apiPaths.paymentsSummary,
        apiPaths.chargeC2p,
        apiPaths.operativeHistory,
        apiPaths.operativeStats,
        apiPaths.operativeCommission,
        apiPaths.listCertifieldsVial,
        apiPaths.referenceData,
      ].sort(),
    );

    await act(() => router.navigate(pathTo('dashboardMVial')));
    expect(screen.getByText('Seriales disponibles en sus lotes: 69')).toBeInTheDocument();
    // The money figures too (decision 0024), with no wait.
    expect(screen.getByRole('region', { name: 'Pagos' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
