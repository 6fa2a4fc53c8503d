import {
  apiPaths,
  fraudRecalcInputSchema,
  fraudRecalcResponseSchema,
  fraudSignalIdParamsSchema,
  fraudSignalResponseSchema,
  fraudSignalsPageSchema,
  fraudSignalsQuerySchema,
  fraudThresholdsResponseSchema,
  updateFraudThresholdsInputSchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '../../adapters/spreadsheet/xlsx';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { sendSpreadsheet } from '../../plugins/spreadsheet';
import type { Detection } from './detect';
import { assertFraudAdmin, fraudSightOf } from './policy';
import type { FraudReads } from './service';
import { fraudSignalsSheet } from './sheet';
import type { Thresholds } from './thresholds';

type Deps = {
  sessions: SessionLookup;
  reads: FraudReads;
  thresholds: Thresholds;
  detection: Pick<Detection, 'recalculate'>;
};

const local = (path: string) => path.replace('/api/fraudSignals', '').replace('{id}', ':id');
const session = (request: FastifyRequest) => authOf(request).context;
const meta = { tags: ['señales de fraude'], security: [{ bearer: [] }] };
const list = errorResponses(400, 401, 403);
const one = errorResponses(400, 401, 403, 404);
const sight =
  'Lo leen el Administrador y el Presidente del Colegio de Médicos, el Administrador de Medicina ' +
  'Vial y el Director General del INTT; el Presidente y el Director General, solo su estado ' +
  '(otro estado: 403).';

/** The fraud report (decision 0035), mounted at /api/fraudSignals. */
export const fraudRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { sessions, reads, thresholds, detection },
) => {
  const readers = guarded(sessions, {}, (request) => {
    fraudSightOf(session(request));
  });
  const admins = guarded(sessions, {}, (request) => assertFraudAdmin(session(request)));

  app.get(
    '/',
    {
      ...readers,
      prefixTrailingSlash: 'no-slash',
      schema: {
        ...meta,
        summary: 'Señales de fraude por médico emisor',
        description: `Filtros: state, kind, date_range (día de detección, hora de Caracas). ${sight}`,
        querystring: fraudSignalsQuerySchema,
        response: { 200: fraudSignalsPageSchema, ...list },
      },
    },
    async (request) => reads.list(session(request), request.query),
  );

  app.get(
    local(apiPaths.fraudSignalsXlsx),
    {
      ...readers,
      schema: {
        ...meta,
        summary: 'Señales de fraude en Excel (los mismos filtros)',
        querystring: fraudSignalsQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        response: list,
      },
    },
    async (request, reply) =>
      sendSpreadsheet(
        reply,
        'senales-de-fraude',
        fraudSignalsSheet(await reads.report(session(request), request.query)),
      ),
  );

  app.get(
    local(apiPaths.fraudThresholds),
    {
      ...admins,
      schema: {
        ...meta,
        summary: 'Umbrales de las señales de fraude (Administradores)',
        response: { 200: fraudThresholdsResponseSchema, ...list },
      },
    },
    async () => ({ data: await thresholds.list() }),
  );

  app.put(
    local(apiPaths.fraudThresholds),
    {
      ...admins,
      schema: {
        ...meta,
        summary: 'Cambiar umbrales de las señales de fraude (Administradores)',
        description: 'Solo los umbrales enviados; cada uno, un entero dentro de sus límites.',
        body: updateFraudThresholdsInputSchema,
        response: { 200: fraudThresholdsResponseSchema, ...list },
      },
    },
    async (request) => ({
      data: await thresholds.update(session(request), request.body, request.ip),
    }),
  );

  app.post(
    local(apiPaths.fraudRecalc),
    {
      ...admins,
      schema: {
        ...meta,
        summary: 'Recalcular las señales de fraude ahora (Administradores)',
        description:
          'Desde el mes de `since` (hasta un año atrás) o desde la última revisión menos 31 días. ' +
          'Si otra revisión está en curso, responde ran=false sin esperar.',
        body: fraudRecalcInputSchema,
        response: { 200: fraudRecalcResponseSchema, ...list },
      },
    },
    async (request) => ({ data: await detection.recalculate(request.body.since) }),
  );

  app.get(
    local(apiPaths.fraudSignal),
    {
      ...readers,
      schema: {
        ...meta,
        summary: 'Una señal de fraude y sus certificados',
        description: sight,
        params: fraudSignalIdParamsSchema,
        response: { 200: fraudSignalResponseSchema, ...one },
      },
    },
    async (request) => ({ data: await reads.one(session(request), request.params.id) }),
  );
};
