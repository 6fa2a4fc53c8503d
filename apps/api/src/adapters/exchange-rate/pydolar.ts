import { getJson, isRecord, under } from './http-json';
import { checkedQuote } from './quote';
import { type ExchangeRateProvider, RateSourceError } from './types';

/**
 * pyDolarVenezuela: GET {base}/api/v1/dollar?page=bcv; the rate is `monitors.usd.price`, dated
 * by `monitors.usd.last_update` ("02/10/2026, 12:00 AM"): docs/integrations/pydolarvenezuela.md.
 * Its paths have changed before (v2 exists): a moved path reads as this service being down.
 */
export function createPyDolarProvider(baseUrl: string): ExchangeRateProvider {
  const url = under(baseUrl, 'api/v1/dollar');
  url.searchParams.set('page', 'bcv');
  const address = url.toString();
  return {
    source: 'pydolarvenezuela',
    async officialRate({ signal, today }) {
      const body = await getJson(address, signal);
      const monitors = isRecord(body) ? body.monitors : undefined;
      const usd = isRecord(monitors) ? monitors.usd : undefined;
      if (!isRecord(usd)) throw new RateSourceError('la respuesta no trae monitors.usd');
      return checkedQuote('pydolarvenezuela', usd.price, usd.last_update, today);
    },
  };
}
