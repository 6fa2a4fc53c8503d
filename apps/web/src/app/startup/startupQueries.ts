import {
  type AppMode,
  isMenuGroup,
  listCertificatesQuerySchema,
  listCommissionsQuerySchema,
  listLotsQuerySchema,
  listPaymentsQuerySchema,
  listPreRegistersQuerySchema,
  listRegistersQuerySchema,
  listUsersQuerySchema,
  menuFor,
  modeOfModule,
  operativeHistoryQuerySchema,
  type RouteName,
} from '@aptovial/shared';
import {
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
  queryOptions,
} from '@tanstack/react-query';
import { listCertificatesQueryOptions } from '../../modules/certificates/api/listCertificates';
import { listRoadCertificatesQueryOptions } from '../../modules/certificates/api/listRoadCertificates';
import {
  certificatesAccessOf,
  roadCertificatesAccessOf,
} from '../../modules/certificates/certificatesScope';
import { commissionAmountQueryOptions } from '../../modules/commissions/api/commissionAmount';
import { listCommissionsQueryOptions } from '../../modules/commissions/api/listCommissions';
import { managesCommissions } from '../../modules/commissions/commissionsScope';
import { listLotsQueryOptions } from '../../modules/lots/api/listLots';
import { lotsAccessOf } from '../../modules/lots/lotsScope';
import { fetchCommission } from '../../modules/operatives/api/details';
import { operativeHistoryQueryOptions } from '../../modules/operatives/api/history';
import { fetchOperativeStats } from '../../modules/operatives/api/stats';
import { operativesKeys, worksOperatives } from '../../modules/operatives/operativesScope';
import { listPaymentsQueryOptions } from '../../modules/payments/api/listPayments';
import { paymentsSummaryQueryOptions } from '../../modules/payments/api/paymentsSummary';
import { readsPayments } from '../../modules/payments/paymentsScope';
import { listPreRegistersQueryOptions } from '../../modules/pre-registrations/api/listPreRegisters';
import { settingsQueryOptions } from '../../modules/pre-registrations/api/settings';
import { managesRequests } from '../../modules/pre-registrations/preRegisterScope';
import { listRegistersQueryOptions } from '../../modules/registers/api/listRegisters';
import { registersAccessOf } from '../../modules/registers/registersScope';
import {
  defaultRoadDashboardQuery,
  roadDashboardQueryOptions,
} from '../../modules/road-medicine/api/roadDashboard';
import { listUsersQueryOptions } from '../../modules/users/api/listUsers';
import { usersAccessOf } from '../../modules/users/usersScope';
import { referenceDataQueryOptions } from '../../shared/reference/referenceData';
import type { VerifiedSession } from '../../shared/session/sessionStore';

/** One query of the start-up data: its cache key, and how to fill it. */
export type StartupQuery = {
  queryKey: QueryKey;
  prefetch: (client: QueryClient) => Promise<void>;
};

/**
 * docs/product/roles.md, last lines: the lists each mode's first screens show. Road medicine opens
 * on its panel (Inicio) and its certificates, and its Admin on the public's requests and the switch
 * that opens them too; the college's Admin the commissions (Administrar Montos: the amount in
 * force and the history). Road medicine's payments (decision 0024) load too: the panel's money and
 * the first page of lista-de-pagos-movil; and its operatives (decision 0025): the record's first
 * page.
 */
export const startupRoutes: Record<AppMode, readonly RouteName[]> = {
  colegio: ['listMedics', 'listUsers', 'listCertifields', 'listCertifieldLotes', 'commisionDollar'],
  INTT: ['searchMedicsINTT', 'listUsersInnt', 'listCertifields'],
  medicVial: [
    'dashboardMVial',
    'listCertifieldVial',
    'listPaymentC2p',
    'record',
    'listMedicsVial',
    'settings-vial',
  ],
};

/**
 * The first page of each list with its default parameters, built with the options its page uses
 * (same key, so the page finds it in the cache); null where the page would not load it either.
 */
const firstPageOf: Partial<
  Record<RouteName, (session: VerifiedSession) => StartupQuery | StartupQuery[] | null>
> = {
  listMedics: (session) =>
    registersAccessOf('college', session).allowed
      ? startupQuery(listRegistersQueryOptions('college', listRegistersQuerySchema.parse({})))
      : null,
  searchMedicsINTT: (session) =>
    registersAccessOf('INTT', session).allowed
      ? startupQuery(listRegistersQueryOptions('INTT', listRegistersQuerySchema.parse({})))
      : null,
  listUsers: (session) =>
    usersAccessOf('college', session).allowed
      ? startupQuery(listUsersQueryOptions('college', listUsersQuerySchema.parse({})))
      : null,
  listUsersInnt: (session) =>
    usersAccessOf('INTT', session).allowed
      ? startupQuery(listUsersQueryOptions('INTT', listUsersQuerySchema.parse({})))
      : null,
  listCertifields: (session) =>
    certificatesAccessOf(session).allowed
      ? startupQuery(listCertificatesQueryOptions(listCertificatesQuerySchema.parse({})))
      : null,
  listCertifieldLotes: (session) =>
    lotsAccessOf(session).allowed
      ? startupQuery(listLotsQueryOptions(listLotsQuerySchema.parse({})))
      : null,
  // The panel as it opens: no range chosen (the month so far), certificates and money
  // (decision 0024), and its operatives' figures and commission owed (decision 0025).
  dashboardMVial: (session) =>
    session.module === 'medicVial'
      ? [
          startupQuery(roadDashboardQueryOptions(defaultRoadDashboardQuery)),
          startupQuery(paymentsSummaryQueryOptions(defaultRoadDashboardQuery)),
          ...(worksOperatives(session) ? operativesPanelQueries() : []),
        ]
      : null,
  listCertifieldVial: (session) =>
    roadCertificatesAccessOf(session).allowed
      ? startupQuery(listRoadCertificatesQueryOptions(listCertificatesQuerySchema.parse({})))
      : null,
  listPaymentC2p: (session) =>
    readsPayments(session)
      ? startupQuery(listPaymentsQueryOptions(listPaymentsQuerySchema.parse({})))
      : null,
  // The record (listado) as it opens: newest first, every status.
  record: (session) =>
    worksOperatives(session)
      ? startupQuery(operativeHistoryQueryOptions(operativeHistoryQuerySchema.parse({})))
      : null,
  // The road-medicine Admin alone reads the requests and the switch (Lista-preRegistro, configuraciones).
  listMedicsVial: (session) =>
    managesRequests(session)
      ? startupQuery(listPreRegistersQueryOptions(listPreRegistersQuerySchema.parse({})))
      : null,
  'settings-vial': (session) =>
    managesRequests(session) ? startupQuery(settingsQueryOptions()) : null,
  // Administrar Montos opens on the amount in force and the history's first page.
  commisionDollar: (session) =>
    managesCommissions(session)
      ? [
          startupQuery(commissionAmountQueryOptions()),
          startupQuery(listCommissionsQueryOptions(listCommissionsQuerySchema.parse({}))),
        ]
      : null,
};

/** The road panel's operatives as it opens (the panel's own hooks read the same keys). */
function operativesPanelQueries(): StartupQuery[] {
  const query = defaultRoadDashboardQuery;
  return [
    startupQuery(
      queryOptions({
        queryKey: operativesKeys.stats(query),
        queryFn: () => fetchOperativeStats(query),
      }),
    ),
    startupQuery(
      queryOptions({
        queryKey: operativesKeys.commission(query),
        queryFn: () => fetchCommission(query),
      }),
    ),
  ];
}

function startupQuery<Data, Key extends QueryKey>(
  options: FetchQueryOptions<Data, Error, Data, Key>,
): StartupQuery {
  return { queryKey: options.queryKey, prefetch: (client) => client.prefetchQuery(options) };
}

/** The routes of the session's sidebar: a list its menu does not offer is not loaded. */
function menuRoutesOf(session: VerifiedSession): Set<RouteName> {
  const entries = menuFor(session.module, session.role);
  return new Set(
    entries.flatMap((entry) =>
      isMenuGroup(entry) ? entry.children.map((child) => child.route) : [entry.route],
    ),
  );
}

/** What the session's first screens need: the catalogues and the first page of its lists. */
export function startupQueriesFor(session: VerifiedSession): StartupQuery[] {
  const offered = menuRoutesOf(session);
  const lists = startupRoutes[modeOfModule(session.module)]
    .filter((route) => offered.has(route))
    .flatMap((route) => firstPageOf[route]?.(session) ?? []);
  return [startupQuery(referenceDataQueryOptions()), ...lists];
}
