import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a local rate service answers one request. */
export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export type LocalService = { url: string; calls: string[]; close(): Promise<void> };

// A long-running sandbox is asked every few minutes for days: only the latest paths are kept.
const KEPT_CALLS = 1_000;

/**
 * A real HTTP service on a free loopback port, recording the paths it was asked for: the sandbox
 * rate service of a demo server (sandbox-rates.ts) and the tests' rate services (testing.ts).
 */
export async function startLocalService(handler: Handler): Promise<LocalService> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    if (calls.length >= KEPT_CALLS) calls.shift();
    calls.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

/** DolarApi's answer, exactly as docs/integrations/dolarapi.md shows it. */
export function dolarApiBody(promedio: unknown = 866.5612, fecha = '2026-10-02T00:00:00-04:00') {
  return {
    moneda: 'USD',
    fuente: 'oficial',
    nombre: 'Oficial',
    compra: null,
    venta: null,
    promedio,
    fechaActualizacion: fecha,
  };
}
