// The certificate list's scenarios at 1,000,000 certificates (bench/scenarios.mjs lists them
// among the others, in this order): GET /api/certifields against the bare node:http + pg server
// running the API's SQL (bench/lib/certificate-bench.mjs `certificateListScenario`).
import { certificateListScenario } from './lib/certificate-bench.mjs';

export const certificateListScenarios = [
  // A list page at 1,000,000 certificates, p99 < 50 ms: one state and a year of expedition.
  certificateListScenario({
    name: 'certificate list (1M): INTT, a state and a date range',
    path: '/api/certifields?limit=10&page=3&state=VE-M&date_range=2025-01-01,2025-12-31&order_by=expeditionDate&order_direction=desc',
    email: 'funcionario.intt@aptovial.test',
    prefix: '/api/authINTT',
  }),
  // A state-scoped President: the visibility (its state) and the same filters.
  certificateListScenario({
    name: 'certificate list (1M): a President of VE-A, a state and a date range',
    path: '/api/certifields?limit=10&page=1&state=VE-A&date_range=2025-01-01,2025-12-31&order_by=expeditionDate&order_direction=desc',
    email: 'presidente.medicos@aptovial.test',
    visibleState: 'VE-A',
  }),
  // paramCert's part of a name (trigram indexes): one of the seed's 32 last names, in one state.
  certificateListScenario({
    name: 'certificate list (1M): a President of VE-A, part of a last name',
    path: '/api/certifields?limit=10&page=1&paramCert=urdaneta&order_by=createdAt&order_direction=desc',
    email: 'presidente.medicos@aptovial.test',
    visibleState: 'VE-A',
  }),
  // The same search sorted where no index walks (decision 0041): the newest capped matches sorted.
  certificateListScenario({
    name: 'certificate list (1M): a President of VE-A, part of a last name, by last names',
    path: '/api/certifields?limit=10&page=3&paramCert=urdaneta&order_by=lastNames&order_direction=asc',
    email: 'presidente.medicos@aptovial.test',
    visibleState: 'VE-A',
  }),
  certificateListScenario({
    name: 'certificate list (1M): INTT, part of a name, every state, by serial',
    path: '/api/certifields?limit=10&page=1&paramCert=gabriela&order_by=serial&order_direction=desc',
    email: 'funcionario.intt@aptovial.test',
    prefix: '/api/authINTT',
  }),
  // INTT reads every state: a date range alone leaves a third of the table to count.
  certificateListScenario({
    name: 'certificate list (1M): INTT, every state, a date range',
    path: '/api/certifields?limit=10&page=1&date_range=2025-01-01,2025-12-31&order_by=expeditionDate&order_direction=desc',
    email: 'funcionario.intt@aptovial.test',
    prefix: '/api/authINTT',
  }),
  // Decision 0044: a deep page walks from the nearer end. The last page reads ten entries (a
  // forward OFFSET walked a million: 107 ms alone). Decision 0054: pages 10,000 rows or more from
  // both ends are refused; the deepest offered walks 9,990 entries.
  certificateListScenario({
    name: 'certificate list (1M): INTT, every state, the last page by date created',
    path: '/api/certifields?limit=10&page=100000&order_by=createdAt&order_direction=desc',
    email: 'funcionario.intt@aptovial.test',
    prefix: '/api/authINTT',
  }),
  certificateListScenario({
    name: 'certificate list (1M): INTT, every state, page 1,000 by date created (the deepest from the start)',
    path: '/api/certifields?limit=10&page=1000&order_by=createdAt&order_direction=desc',
    email: 'funcionario.intt@aptovial.test',
    prefix: '/api/authINTT',
  }),
  certificateListScenario({
    name: 'certificate list (1M): a President of VE-A, page 1,000 by date created',
    path: '/api/certifields?limit=10&page=1000&order_by=createdAt&order_direction=desc',
    email: 'presidente.medicos@aptovial.test',
    visibleState: 'VE-A',
  }),
  certificateListScenario({
    name: 'certificate list (1M): INTT, every state, page 1,000 by last names',
    path: '/api/certifields?limit=10&page=1000&order_by=lastNames&order_direction=asc',
    email: 'funcionario.intt@aptovial.test',
    prefix: '/api/authINTT',
  }),
  // Page 1 of a names order: walked from the start, it had no index before migration 0035.
  certificateListScenario({
    name: 'certificate list (1M): INTT, every state, page 1 by names',
    path: '/api/certifields?limit=10&page=1&order_by=names&order_direction=asc',
    email: 'funcionario.intt@aptovial.test',
    prefix: '/api/authINTT',
  }),
];
