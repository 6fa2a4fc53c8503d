import { type Handler, startLocalService } from './local-service';

// One local service and one DolarApi body for the sandbox and the tests (local-service.ts).
export {
  dolarApiBody,
  type Handler,
  json,
  type LocalService,
  startLocalService,
} from './local-service';

/** A loopback address where nothing listens: a port just freed (connection refused). */
export async function closedServiceUrl(): Promise<string> {
  const service = await startLocalService(() => undefined);
  await service.close();
  return service.url;
}

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
