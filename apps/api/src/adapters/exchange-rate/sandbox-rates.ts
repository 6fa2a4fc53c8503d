import { todayInCaracas } from '@aptovial/shared';
import { dolarApiBody, json, type LocalService, startLocalService } from './local-service';

/** The one path DolarApi serves the official rate at (docs/integrations/dolarapi.md). */
export const DOLAR_API_PATH = '/v1/dolares/oficial';

/**
 * The sandbox's dollar price, DolarApi's own example (docs/integrations/dolarapi.md): a demo
 * commission of USD 5.00 costs Bs. 4.332,81. Written in the README, "Sandbox bank".
 */
export const SANDBOX_DOLLAR_PRICE = 866.5612;

/**
 * A rate service on 127.0.0.1 that speaks DolarApi's format, for a server in sandbox mode
 * (decision 0064): the real DolarApi adapter reads it, so a demo prices payments with no network.
 * It answers the sandbox price dated today in Caracas, so the reading is never stale; any other
 * path is a 404, as the service's.
 */
export function startSandboxRates(clock: () => Date = () => new Date()): Promise<LocalService> {
  return startLocalService((request, response) => {
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
    if (request.method !== 'GET' || path !== DOLAR_API_PATH) {
      json({ error: 'Not Found' }, 404)(request, response);
      return;
    }
    const today = `${todayInCaracas(clock())}T00:00:00-04:00`;
    json(dolarApiBody(SANDBOX_DOLLAR_PRICE, today))(request, response);
  });
}
