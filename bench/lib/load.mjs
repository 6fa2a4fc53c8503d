import autocannon from 'autocannon';

/**
 * Loads one target with autocannon: a warm-up that is thrown away (JIT, connection set-up, lazy
 * caches), then the measured run with the same connections. Returns only the figures we report.
 */
export async function measure({
  url,
  method,
  headers,
  body,
  connections,
  durationSeconds,
  warmupSeconds,
}) {
  assertLoopback(url);
  const request = { url, method, headers, body, connections };
  if (warmupSeconds > 0) await autocannon({ ...request, duration: warmupSeconds });
  const result = await autocannon({ ...request, duration: durationSeconds });
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
