import { solvedRequestBodies } from './pre-register-bench.mjs';

/**
 * The faults bench's traffic: each connection cycles a public verify by serial, a certificate
 * list page and a new applicant's request (a write, each with its own challenge solved ahead;
 * once they run out, that turn verifies instead). Every answer is tallied by kind, and every
 * acknowledged write's id is kept, to look for it in the database afterwards.
 */
/** New applicants' requests (people numbered from the clock, so a kept database never repeats one). */
export const solveWrites = (baseUrl, count) =>
  solvedRequestBodies(baseUrl, count, (Date.now() % 90_000) * 10_000);

export function createMix({ serials, listHeaders, writeHeaders, bodies }) {
  const tally = new Map();
  const acknowledged = [];
  let nextSerial = 0;
  let nextBody = 0;
  const count = (kind, status) => {
    const key = `${kind} ${status}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  };
  const verifyPath = () =>
    `/api/certifields/searchFree?serial=${serials[nextSerial++ % serials.length]}`;
  const requests = [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: verifyPath() }),
      onResponse: (status) => count('verify', status),
    },
    {
      method: 'GET',
      path: '/api/certifields?limit=10&page=2&order_by=createdAt&order_direction=desc',
      headers: listHeaders,
      onResponse: (status) => count('list', status),
    },
    {
      method: 'POST',
      path: '/api/preRegister/createPreregister',
      headers: writeHeaders,
      setupRequest: (request, context) => {
        context.wrote = nextBody < bodies.length;
        if (!context.wrote)
          return { ...request, method: 'GET', path: verifyPath(), body: undefined };
        return { ...request, body: bodies[nextBody++] };
      },
      onResponse: (status, body, context) => {
        count(context.wrote ? 'write' : 'verify', status);
        if (!context.wrote || status !== 200) return;
        const id = JSON.parse(body)?.data?.id;
        if (id !== undefined) acknowledged.push(Number(id));
      },
    },
  ];
  return {
    requests,
    acknowledged,
    /** Answers by kind and status since the last call, then starts counting afresh. */
    take() {
      const taken = Object.fromEntries([...tally].sort());
      tally.clear();
      return taken;
    },
  };
}
