import {
  apiPaths,
  operativeApplicantsPageSchema,
  operativeApplicantsQuerySchema,
  operativeCertificateCountResponseSchema,
  operativeCommissionQuerySchema,
  operativeCommissionResponseSchema,
  operativeHistoryQuerySchema,
  operativeIdParamsSchema,
  operativeResponseSchema,
  operativeStatsQuerySchema,
  operativeStatsResponseSchema,
  operativesPageSchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '../../adapters/spreadsheet/xlsx';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { sendSpreadsheet } from '../../plugins/spreadsheet';
import { assertRoadSession } from './policy';
import type { OperativeReads } from './reads';
import { operativesSheet } from './sheet';

type Deps = { sessions: SessionLookup; reads: OperativeReads };

/** A path of api-paths.ts under this plugin's prefix, with Fastify's parameter syntax. */
const local = (path: string) => path.replace('/api/operationals', '').replace('{id}', ':id');
const session = (request: FastifyRequest) => authOf(request).context;
const meta = { tags: ['operativos'], security: [{ bearer: [] }] };
const list = errorResponses(400, 401, 403);
const one = errorResponses(400, 401, 403, 404);
const sight =
  'El Administrador de Medicina Vial ve todos los operativos; un médico, solo los suyos ' +
  '(el de otro médico: 403 OPERATIVE_NOT_YOURS).';
const figures =
  'Los operativos finalizados muestran sus cifras congeladas; los demás, las de ahora ' +
  '(certificados emitidos en él y bolívares de pagos aprobados).';

/** The reads of operatives (decision 0025), mounted at /api/operationals. */
export const operativeReadRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { sessions, reads },
) => {
  // Road-medicine sessions, both roles; the college and INTT get 403 (WRONG_MODULE).
  const road = guarded(sessions, { scope: 'medicVial' }, (request) => {
    assertRoadSession(session(request));
  });

  app.get(
    local(apiPaths.operativeHistory),
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Historial de operativos',
        description: `Filtros: status, state, date_range (fecha de inicio). ${figures} ${sight}`,
        querystring: operativeHistoryQuerySchema,
        response: { 200: operativesPageSchema, ...list },
      },
    },
    async (request) => reads.history(session(request), request.query),
  );

  app.get(
    local(apiPaths.operativeHistoryXlsx),
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Historial de operativos en Excel (los mismos filtros)',
        querystring: operativeHistoryQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        response: list,
      },
    },
    async (request, reply) =>
      sendSpreadsheet(
        reply,
        'operativos',
        operativesSheet(await reads.report(session(request), request.query)),
      ),
  );

  app.get(
    local(apiPaths.operativeDetails),
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Detalle de un operativo',
        description: `${figures} ${sight}`,
        params: operativeIdParamsSchema,
        response: { 200: operativeResponseSchema, ...one },
      },
    },
    async (request) => ({ data: await reads.details(session(request), request.params.id) }),
  );

  app.get(
    local(apiPaths.operativeCertificateCount),
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Certificados emitidos en un operativo, en total y por tipo',
        description: sight,
        params: operativeIdParamsSchema,
        response: { 200: operativeCertificateCountResponseSchema, ...one },
      },
    },
    async (request) => ({
      data: await reads.certificateCount(session(request), request.params.id),
    }),
  );

  app.get(
    local(apiPaths.operativeApplicants),
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Aspirantes de un operativo: quién pagó y quién ya tiene certificado',
        description:
          'Las solicitudes de su municipio sin certificado y las atendidas en él. status: open ' +
          '(sin certificado), paid (pagada, sin certificado), served (certificada en él); q: cédula ' +
          `o parte de nombres y apellidos. ${sight}`,
        params: operativeIdParamsSchema,
        querystring: operativeApplicantsQuerySchema,
        response: { 200: operativeApplicantsPageSchema, ...one },
      },
    },
    async (request) => reads.applicants(session(request), request.params.id, request.query),
  );

  app.get(
    local(apiPaths.operativeStats),
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Cifras de operativos: por estatus, de hoy, de la semana, del mes y del rango',
        description:
          'Semana de lunes a domingo y mes en curso, en hora de Caracas, por fecha de inicio. ' +
          `Certificados y bolívares de los operativos iniciados en date_range (todos sin él). ${sight}`,
        querystring: operativeStatsQuerySchema,
        response: { 200: operativeStatsResponseSchema, ...list },
      },
    },
    async (request) => ({ data: await reads.stats(session(request), request.query.date_range) }),
  );

  app.get(
    local(apiPaths.operativeCommission),
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Comisión que deben los operativos: certificados × comisión vigente',
        description:
          'Un operativo (id) o los operativos iniciados en date_range. En dólares y en bolívares ' +
          `al precio del dólar vigente. Sin comisión fijada: 404 COMMISSION_NOT_SET. ${sight}`,
        querystring: operativeCommissionQuerySchema,
        response: { 200: operativeCommissionResponseSchema, ...one },
      },
    },
    async (request) => ({ data: await reads.commission(session(request), request.query) }),
  );
};
