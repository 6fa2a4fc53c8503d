import { recordAcknowledged } from './acknowledged-writes.mjs';
import { issueBody } from './fault-issue.mjs';
import { payAnswerKind } from './fault-payments.mjs';
import { solvedRequestBodies } from './pre-register-bench.mjs';

/**
 * The faults bench's traffic: requests take turns, across all connections, as a public verify by
 * serial, a certificate list page, a new applicant's request (a write, each with its own
 * challenge solved ahead), the public price, an applicant paying their request
 * (createPreregisterPay, to the sandbox bank) and a road-medicine doctor issuing a certificate.
 * Writes, payments and certificates are paced over each phase (a share of
 * their count per phase, spread over its seconds), so the bank's outage meets payments; a turn
 * with none due verifies. Turns are shared, not per connection, so a slow machine (a connection
 * making few requests a phase) still sends every kind. Every answer is tallied by kind;
 * acknowledged writes (by the applicant's e-mail: the answer carries no id) and certificates (by
 * id) are kept, to look for them in the database afterwards.
 */
/** New applicants' requests (people numbered from the clock, so a kept database never repeats one). */
export const solveWrites = (baseUrl, count, firstPerson) =>
  solvedRequestBodies(baseUrl, count, firstPerson);

/** Hands out items 0..total-1, a phase's share spread evenly over its duration. */
function pacer(total, phases) {
  const perPhase = Math.floor(total / phases);
  let next = 0;
  let phaseStart = 0;
  let phaseMs = 1;
  let phaseFirst = 0;
  return {
    phase(ms) {
      [phaseStart, phaseMs, phaseFirst] = [Date.now(), ms, next];
    },
    take() {
      const due = perPhase * Math.min(1, (Date.now() - phaseStart) / phaseMs) + 4;
      if (next >= total || next - phaseFirst >= due) return undefined;
      return next++;
    },
    /** How many were handed out (sent) so far. */
    sent: () => next,
  };
}

const LIST_PATH = '/api/certifields?limit=10&page=2&order_by=createdAt&order_direction=desc';
const WRITE_PATH = '/api/preRegister/createPreregister';
const PRICE_PATH = '/api/dollarCalculation/certifieldAmount';
const PAY_PATH = '/api/preRegister/createPreregisterPay';
const ISSUE_PATH = '/api/credentialMedic/createCertifields';

function idOf(body) {
  const id = JSON.parse(body)?.data?.id;
  return id === undefined ? undefined : Number(id);
}

export function createMix({ serials, listHeaders, writeHeaders, bodies, pay, issue, phases = 2 }) {
  const tally = new Map();
  const issued = [];
  const payments = pacer(pay.bodies.length, phases);
  const certificates = pacer(issue.count, phases);
  // Paced too: at 60 s a phase the undisturbed one used every solved challenge before the faults.
  const writes = pacer(bodies.length, phases);
  let nextSerial = 0;
  const count = (key) => tally.set(key, (tally.get(key) ?? 0) + 1);
  const verifyPath = () =>
    `/api/certifields/searchFree?serial=${serials[nextSerial++ % serials.length]}`;
  const verify = () => ({ kind: 'verify', method: 'GET', path: verifyPath(), headers: {} });
  const json = (headers, path, body) => ({ method: 'POST', path, headers, body });
  const kinds = [
    verify,
    () => ({ kind: 'list', method: 'GET', path: LIST_PATH, headers: listHeaders }),
    () => {
      const index = writes.take();
      if (index === undefined) return verify();
      return { kind: 'write', ...json(writeHeaders, WRITE_PATH, bodies[index]) };
    },
    () => ({ kind: 'quote', method: 'GET', path: PRICE_PATH, headers: {} }),
    () => {
      const index = payments.take();
      if (index === undefined) return verify();
      return { kind: 'pay', ...json(writeHeaders, PAY_PATH, pay.bodies[index]) };
    },
    () => {
      const index = certificates.take();
      if (index === undefined) return verify();
      const serial = issue.firstSerial + index;
      return { kind: 'issue', serial, ...json(issue.headers, ISSUE_PATH, issueBody(serial)) };
    },
  ];
  let turn = 0;
  const requests = [
    {
      method: 'GET',
      path: '/',
      setupRequest: (request, context) => {
        const { kind, serial, ...chosen } = kinds[turn++ % kinds.length]();
        Object.assign(context, { kind, serial });
        return { ...request, body: undefined, ...chosen };
      },
      onResponse: (status, body, context) => {
        if (context.kind === 'pay') return count(payAnswerKind(status, body));
        count(`${context.kind} ${status}`);
        if (status !== 200 || context.kind !== 'issue') return;
        const id = idOf(body);
        if (id !== undefined) issued.push({ id, serial: context.serial });
      },
    },
  ];
  // Writes are recorded around the request: their answer says only that it was received.
  const acknowledged = recordAcknowledged(requests[0]);
  return {
    requests,
    /** The applicants' e-mails of the writes answered 200. */
    acknowledged,
    issued,
    /** Payments and certificates sent so far (answered or not when a phase ended). */
    sent: () => ({ payments: payments.sent(), certificates: certificates.sent() }),
    /** A phase of `ms` starts: writes, payments and certificates paced over it. */
    phase(ms) {
      writes.phase(ms);
      payments.phase(ms);
      certificates.phase(ms);
    },
    /** Answers by kind and status since the last call, then starts counting afresh. */
    take() {
      const taken = Object.fromEntries([...tally].sort());
      tally.clear();
      return taken;
    },
  };
}
