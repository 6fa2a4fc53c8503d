import http from 'node:http';

const RECORD_TIMEOUT_MS = 10_000;

/**
 * One request with node:http rather than fetch: fetch would ask for compression and decode it,
 * so the recorded bytes would differ from what the load generator actually receives.
 */
export function recordResponse({ baseUrl, method, path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, baseUrl),
      { method, headers, timeout: RECORD_TIMEOUT_MS },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'],
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}
