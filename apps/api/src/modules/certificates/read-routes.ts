import {
  certificateCountsResponseSchema,
  certificateExportQuerySchema,
  certificateReportSchema,
  certificatesPageSchema,
  certificatesResponseSchema,
  countCertificatesQuerySchema,
  errorBodySchema,
  listCertificatesQuerySchema,
  publicCertificateResponseSchema,
  searchDniQuerySchema,
  searchSerialQuerySchema,
} from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '../../adapters/spreadsheet/xlsx';
import type { ChallengeLimit } from '../../plugins/challenge-limit';
import { serializeAsBuilt } from '../../plugins/serialize-as-built';
import { NEXT_IN_BODY, NEXT_IN_HEADER, sendSpreadsheet } from '../../plugins/spreadsheet';
import type { SessionService } from '../auth/sessions';
import type { CertificatesDirectory } from './list/directory';
import { assertMayCountCertificates, assertMayListCertificates } from './policy';
import { actor, errors, guard, meta } from './routes';
import { certificatesSheet } from './sheet';

type Deps = {
  sessions: SessionService;
  directory: CertificatesDirectory;
  verifyLimit: ChallengeLimit;
};

/**
 * Reading certificates at /api/certifields. The medic college reads its state's (Admin every
 * state); INTT reads every state's through the list (GET /) and the searches by serial, holder's
 * dni and issuing doctor's dni (an officer checking a doctor's certificates).
 */
export const certificateReadRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, directory, verifyLimit } = deps;
  const college = guard(sessions, 'colegio');
  const reports = guard(sessions, 'colegio', assertMayCountCertificates);
  const anyReader = guard(sessions);
  const listReader = guard(sessions, undefined, assertMayListCertificates);
  const list = { 200: certificatesResponseSchema, ...errors };

  app.get(
    '/search',
    {
      ...anyReader,
      schema: {
        ...meta,
        summary: 'Buscar por serial',
        querystring: searchSerialQuerySchema,
        response: list,
      },
    },
    async (request) => directory.search(actor(request), request.query.serial),
  );

  app.get(
    '/searchDni',
    {
      ...anyReader,
      schema: {
        ...meta,
        summary: 'Certificados de un conductor (cédula)',
        querystring: searchDniQuerySchema,
        response: list,
      },
    },
    async (request) => directory.searchDni(actor(request), request.query),
  );

  app.get(
    '/searchDniCert',
    {
      ...anyReader,
      schema: {
        ...meta,
        summary: 'Certificados emitidos por el médico con esa cédula',
        querystring: searchDniQuerySchema,
        response: list,
      },
    },
    async (request) => directory.searchDniCert(actor(request), request.query),
  );

  app.get(
    '/reports',
    {
      ...college,
      schema: {
        ...meta,
        summary: 'Reporte de certificados (hasta 5000) y el Presidente del estado',
        description: NEXT_IN_BODY,
        querystring: certificateExportQuerySchema,
        response: { 200: certificateReportSchema, ...errors },
      },
    },
    async (request) => directory.report(actor(request), request.query),
  );

  app.get(
    '/reports/xlsx',
    {
      ...college,
      schema: {
        ...meta,
        summary: 'Reporte de certificados en Excel',
        description: NEXT_IN_HEADER,
        querystring: certificateExportQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        response: errors,
      },
    },
    async (request, reply) => {
      const { data, next } = await directory.report(actor(request), request.query);
      return sendSpreadsheet(reply, 'certificados', certificatesSheet(data), next);
    },
  );

  app.get(
    '/countCertificates',
    {
      ...reports,
      schema: {
        ...meta,
        summary: 'Totales por estado, grado, tipo y estatus (fecha de expedición)',
        querystring: countCertificatesQuerySchema,
        response: { 200: certificateCountsResponseSchema, ...errors },
      },
    },
    async (request) => directory.counts(actor(request), request.query),
  );

  app.get(
    '/',
    {
      ...listReader,
      schema: {
        ...meta,
        summary: 'Lista de certificados (INTT: todos los estados; colegio: los de su estado)',
        querystring: listCertificatesQuerySchema,
        response: { 200: certificatesPageSchema, ...errors },
      },
      // Built field by field (directory.list, toCertificate), the name search's hot path.
      serializerCompiler: serializeAsBuilt,
    },
    async (request) => directory.list(actor(request), request.query),
  );

  app.get(
    '/searchFree',
    {
      // Past the per-address count, a proof of work (429 CHALLENGE_REQUIRED), never a refusal.
      onRequest: verifyLimit('searchFree'),
      // Built field by field (directory.verify, the error handler).
      serializerCompiler: serializeAsBuilt,
      schema: {
        tags: ['certificados'],
        summary: 'Verificación pública de un certificado por serial (sin sesión)',
        querystring: searchSerialQuerySchema,
        response: {
          200: publicCertificateResponseSchema,
          400: errors[400],
          404: errors[404],
          429: errorBodySchema,
        },
      },
    },
    async (request) => ({ data: await directory.verify(request.query.serial) }),
  );
};
