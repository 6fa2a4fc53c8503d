import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './ports.mjs';

// One price from both services, so the price in force (and the payments' amount) never moves.
const RATE = 243.1234;
const caracasDay = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' });

/** DolarApi's and pyDolarVenezuela's answers (docs/integrations/exchange-rate.md), dated today. */
function answer(request, response) {
  const [year, month, day] = caracasDay().split('-');
  let body;
  if (request.url === '/v1/dolares/oficial') {
    body = {
      fuente: 'oficial',
      promedio: RATE,
      fechaActualizacion: `${year}-${month}-${day}T00:00:00-04:00`,
    };
  } else if (request.url?.startsWith('/api/v1/dollar')) {
    const update = `${day}/${month}/${year}, 12:00 AM`;
    body = { monitors: { usd: { title: 'Dólar', price: RATE, last_update: update } } };
  }
  response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body ?? { error: 'not found' }));
}

/** One local rate service on a fixed port, to stop and start again there. */
async function service(port) {
  let server;
  const start = () =>
    new Promise((resolve) => {
      server = http.createServer(answer).listen(port, '127.0.0.1', resolve);
    });
  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    start,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Both rate sources, local, and the cluster's settings to read them every minute (the shortest
 * FX_REFRESH_MINUTES) with a short timeout: the faults bench stops both and brings them back.
 */
export async function startRateSources() {
  const sources = [await service(await freePort()), await service(await freePort())];
  return {
    env: {
      FX_REFRESH: 'true',
      FX_REFRESH_MINUTES: '1',
      FX_TIMEOUT_MS: '1000',
      FX_API_URL: sources[0].url,
      FX_FALLBACK_API_URL: sources[1].url,
    },
    stop: () => Promise.all(sources.map((source) => source.stop())),
    start: () => Promise.all(sources.map((source) => source.start())),
  };
}

/** When a rate was last stored (refreshed in place: fetched_at moves), or null. */
export async function lastRefresh(db) {
  const { rows } = await db.query('select max(fetched_at) as at from exchange_rates');
  return rows[0].at;
}

/** Waits (up to `timeoutMs`) for a rate stored after `after`; the newest refresh time. */
export async function refreshAfter(db, after, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let at = await lastRefresh(db);
  while ((!at || at <= after) && Date.now() < deadline) {
    await sleep(1_000);
    at = await lastRefresh(db);
  }
  return at;
}

/** The public price in force (GET certifieldAmount): its amount, source and date. */
export async function priceInForce(baseUrl) {
  const response = await fetch(`${baseUrl}/api/dollarCalculation/certifieldAmount`);
  const json = await response.json();
  if (!response.ok) throw new Error(`certifieldAmount: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * The college Admin sets a commission with no hand price, so the price in force is the stored
 * official rate (decision 0022), once the refresher has stored one; answers that price.
 */
export async function setCommissionOnRate(baseUrl, db, token, headers, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await lastRefresh(db))) {
    if (Date.now() > deadline) throw new Error('the rate refresher stored no rate');
    await sleep(250);
  }
  const response = await fetch(`${baseUrl}/api/dollarCalculation/createCertifieldAmount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ commissionDollarGeneral: '5.00' }),
  });
  if (!response.ok) throw new Error(`createCertifieldAmount: ${response.status}`);
  return priceInForce(baseUrl);
}

/**
 * Reads the public price every 2 s until stopped (the rate sources' outage outlasts the load
 * phase: a refresh falls inside it); answers tallied by status.
 */
export function watchPrice(baseUrl) {
  const tally = {};
  let watching = true;
  const done = (async () => {
    while (watching) {
      const response = await fetch(`${baseUrl}/api/dollarCalculation/certifieldAmount`).catch(
        () => undefined,
      );
      await response?.arrayBuffer();
      const key = `quote ${response?.status ?? 'no answer'}`;
      tally[key] = (tally[key] ?? 0) + 1;
      await sleep(2_000);
    }
  })();
  return {
    async stop() {
      watching = false;
      await done;
      return tally;
    },
  };
}
