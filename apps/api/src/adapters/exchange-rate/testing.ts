import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a test service answers one request. */
export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export type LocalService = { url: string; calls: string[]; close(): Promise<void> };

/** A real HTTP service on a free loopback port, recording each path it was asked for. */
export async function startLocalService(handler: Handler): Promise<LocalService> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
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

/** A loopback address where nothing listens: a port just freed (connection refused). */
export async function closedServiceUrl(): Promise<string> {
  const service = await startLocalService(() => undefined);
  await service.close();
  return service.url;
}

export const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

export const html: Handler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><html><body>En mantenimiento</body></html>');
};

/** Answers after `ms`, too late for a short timeout. */
export const slow =
  (ms: number, then: Handler): Handler =>
  (request, response) => {
    const timer = setTimeout(() => then(request, response), ms);
    response.on('close', () => clearTimeout(timer));
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

/** pyDolarVenezuela's page=bcv answer, as docs/integrations/pydolarvenezuela.md shows it. */
export function pyDolarBody(price: unknown = 866.5612, lastUpdate = '02/10/2026, 12:00 AM') {
  return {
    datetime: { date: 'viernes, 2 de octubre de 2026', time: '4:51:37 p. m.' },
    monitors: {
      usd: { title: 'Dólar', price, price_old: 860.1, last_update: lastUpdate, symbol: '' },
      eur: { title: 'Euro', price: 950.2, price_old: 948.7, last_update: lastUpdate, symbol: '' },
    },
  };
}
