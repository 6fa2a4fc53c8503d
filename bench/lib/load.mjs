import autocannon from 'autocannon';

/**
 * Loads one target with autocannon: a warm-up that is thrown away (JIT, connection set-up, lazy
 * caches), then the measured run with the same connections. Returns only the figures we report.
 * `paths`, if given, are requested in turn (from the first, warm-up included, across every
 * connection) instead of `url`'s path, so each target gets the same sequence, such as many
 * serials instead of one cached row. `bodies` likewise, for requests that must each differ (such
 * as a solved challenge accepted once).
 */
export async function measure({
  url,
  method,
  headers,
  body,
  paths,
  bodies,
  amount,
  warmupAmount,
  connections,
  durationSeconds,
  warmupSeconds,
}) {
  assertLoopback(url);
  const request = { url, method, headers, body, connections };
  if (paths?.length > 0 || bodies?.length > 0) {
    let next = 0;
    const setupRequest = (built) => {
      const at = next++;
      return {
        ...built,
        ...(paths?.length > 0 ? { path: paths[at % paths.length] } : {}),
        ...(bodies?.length > 0 ? { body: bodies[at % bodies.length] } : {}),
      };
    };
    request.requests = [{ method, headers, body, setupRequest }];
  }
  // `amount`: a fixed number of requests (bodies that may each be used once), not a duration.
  const warm = amount ? { amount: warmupAmount } : { duration: warmupSeconds };
  if (amount ? warmupAmount > 0 : warmupSeconds > 0) await autocannon({ ...request, ...warm });
  const result = await autocannon({
    ...request,
    ...(amount ? { amount } : { duration: durationSeconds }),
  });
  return {
    requestsPerSecond: result.requests.mean,
    totalRequests: result.requests.total,
    latencyMs: {
      mean: result.latency.mean,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    throughputBytesPerSecond: result.throughput.mean,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The bench only ever loads servers it started on this machine. */
function assertLoopback(url) {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1') {
    throw new Error(`refusing to load ${url}: only 127.0.0.1 is benched`);
  }
}
