import { getJson, isRecord, under } from './http-json';
import { checkedQuote } from './quote';
import { type ExchangeRateProvider, RateSourceError } from './types';

/**
 * DolarApi Venezuela (docs/integrations/dolarapi.md): GET {base}/v1/dolares/oficial answers
 * `{ fuente: "oficial", promedio: 866.5612, fechaActualizacion: "2026-10-02T00:00:00-04:00" }`.
 */
export function createDolarApiProvider(baseUrl: string): ExchangeRateProvider {
  const url = under(baseUrl, 'v1/dolares/oficial').toString();
  return {
    source: 'dolarapi',
    async officialRate({ signal, today }) {
      const body = await getJson(url, signal);
      if (!isRecord(body)) throw new RateSourceError('la respuesta no es un objeto');
      return checkedQuote('dolarapi', body.promedio, body.fechaActualizacion, today);
    },
  };
}
