import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth';
import { fuzzSettings } from '../config';
import {
  keepAlive,
  machineKeys,
  recordStanding,
  type Session,
  sessionFor,
  signInAdmins,
  startFuzzApp,
  writtenRows,
} from './fuzz-app';
import { type OpenApiDocument, type Operation, operationsOf } from './operations';
import { answerProblem } from './oracle';
import { regressions } from './regressions';
import { describeRequest, type FuzzRequest, requestArbitrary } from './requests';
import { createTally } from './tally';

/**
 * Every operation of the OpenAPI document, fed hostile input built from its own schema, as its
 * Admin and anonymously (decision 0030): never a 5xx, every refusal a known code with a Spanish
 * message, and no row written by a refusal. FUZZ_SEED and FUZZ_RUNS change the campaign.
 */
const settings = fuzzSettings();
const t = await startFuzzApp();
const operations = operationsOf(t.app.swagger() as OpenApiDocument);
const admins = await signInAdmins(t);
// The machine calls (API keys) are fuzzed with a key of their scope; keys need no keeping alive.
const callers = [...admins, ...(await machineKeys(t, admins))];
const standing = await recordStanding(t);
const tally = createTally(settings);
let known = await writtenRows(t);
/** Refusals that are themselves audited events: a replayed or forged passkey answer. */
const AUDITED_REFUSALS: ReadonlySet<string> = new Set(['PASSKEY_INVALID']);

afterAll(async () => {
  tally.report(settings.reportFile);
  await t.close();
});

/** The same seed for an operation whatever runs before it: FUZZ_SEED reproduces one alone. */
function seedOf(operation: Operation): number {
  let hash = settings.seed | 0;
  for (const char of operation.name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash;
}

/** Why a call broke the contract, or undefined; the rows are recounted after every call. */
async function check(
  request: FuzzRequest,
  session: Session | undefined,
): Promise<string | undefined> {
  const answer = await t.app.inject({
    ...request,
    headers: { ...request.headers, ...(session ? bearer(session.token) : {}) },
  });
  tally.call(answer.statusCode);
  const problem = answerProblem(answer);
  const before = known;
  known = await writtenRows(t);
  if (problem) return problem;
  const refused = answer.statusCode >= 400;
  // A refused passkey answer is audited (decision 0034), and so is every call with an API key
  // (decision 0085): that audit row is the one write allowed.
  const audited =
    refused && (session?.machine === true || AUDITED_REFUSALS.has(String(answer.json().error)));
  const kept = audited ? { ...known, audit: before.audit } : known;
  if (refused && JSON.stringify(kept) !== JSON.stringify(before)) {
    return `refusal ${answer.statusCode} changed rows: ${JSON.stringify(before)} -> ${JSON.stringify(known)}`;
  }
  return undefined;
}

async function fuzz(operation: Operation, session: Session | undefined, numRuns: number) {
  const caller = session ? `${session.scope} Admin` : 'anonymous';
  const property = fc.asyncProperty(requestArbitrary(operation), async (request) => {
    const problem = await check(request, session);
    if (!problem) return;
    tally.finding({
      operation: operation.name,
      caller,
      problem,
      request: describeRequest(request),
    });
    throw new Error(`${operation.name} as ${caller} (FUZZ_SEED=${settings.seed}): ${problem}`);
  });
  await fc.assert(property, { seed: seedOf(operation), numRuns, endOnFailure: true });
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('documents every API route (a route missing from the document would go unfuzzed)', () => {
    // `/api/users` and `/api/users/` are one route (Fastify's prefixTrailingSlash 'both').
    const same = (name: string) => name.replace(/\/$/, '');
    const documented = new Set(operations.map((operation) => same(operation.name)));
    const routes = t.app.apiRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => same(`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`));
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  const timeout = 30_000 + settings.runs * 2_000;
  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s',
    async (_name, operation) => {
      const session = await sessionFor(t, operation, callers);
      tally.operation(operation.name, !operation.secured || session !== undefined);
      if (session) await fuzz(operation, session, settings.runs);
      // A guarded route answers 401 whatever it is sent: a few anonymous calls show it.
      await fuzz(
        operation,
        undefined,
        operation.secured ? Math.ceil(settings.runs / 3) : settings.runs,
      );
      for (const admin of admins) await keepAlive(t, admin, standing);
      known = await writtenRows(t);
    },
    timeout,
  );

  it.each(regressions.map((regression) => [regression.what, regression] as const))(
    'still refuses what it once failed on: %s',
    async (_what, { caller, request, status, code }) => {
      const session = admins.find((admin) => admin.scope === caller);
      expect(await check(request, session)).toBeUndefined();
      const answer = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...(session ? bearer(session.token) : {}) },
      });
      expect([answer.statusCode, answer.json().error]).toEqual([status, code]);
    },
  );

  it('reaches every guarded operation with one of the Admins', () => {
    expect(tally.summary().unreachedBySession).toEqual([]);
  });
});
