import {
  certificateExportQuerySchema,
  certificateResponseSchema,
  certificatesPageSchema,
  createRoadCertificateInputSchema,
  listCertificatesQuerySchema,
  nextSerialResponseSchema,
  previousCertificateResponseSchema,
  roadSerialResponseSchema,
  searchDniQuerySchema,
  searchSerialInLotQuerySchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '../../adapters/spreadsheet/xlsx';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { serializeAsBuilt } from '../../plugins/serialize-as-built';
import { NEXT_IN_HEADER, sendSpreadsheet } from '../../plugins/spreadsheet';
import type { RoadCertificates } from '../certificates/index';
import type { IssueFormReads } from './issue-form-reads';
import type { RoadIssue } from './issue-from-request';

type Deps = {
  sessions: SessionLookup;
  certificates: RoadCertificates;
  formReads: IssueFormReads;
  issue: RoadIssue;
};

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * A road-medicine doctor's certificates (docs/product/calls.md, decision 0019), at
 * /api/credentialMedic. docs/product/calls.md sends issuing "without authorization"; every call
 * here needs the doctor's session.
 */
export const roadCertificateRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, certificates, formReads, issue } = deps;
  // A road-medicine session bound to a college number; the college and INTT get 403.
  const doctor = guarded(sessions, { scope: 'medicVial' }, (request) =>
    certificates.assertRoadSession(authOf(request).context),
  );
  const session = (request: FastifyRequest) => authOf(request).context;
  const meta = { tags: ['medicina vial'], security: [{ bearer: [] }] };

  app.get(
    '/listCertifields',
    {
      ...doctor,
      schema: {
        ...meta,
        summary: 'Certificados de Medicina Vial (el médico: los suyos; el Administrador: todos)',
        querystring: listCertificatesQuerySchema,
        response: { 200: certificatesPageSchema, ...errors },
      },
      // Built field by field (the certificates directory's list, toCertificate).
      serializerCompiler: serializeAsBuilt,
    },
    async (request) => certificates.list(session(request), request.query),
  );

  app.get(
    '/listCertifields/xlsx',
    {
      ...doctor,
      schema: {
        ...meta,
        summary: 'Certificados de Medicina Vial en Excel',
        description: NEXT_IN_HEADER,
        querystring: certificateExportQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        response: errors,
      },
    },
    async (request, reply) => {
      const { sheet, next } = await certificates.sheet(session(request), request.query);
      return sendSpreadsheet(reply, 'certificados-medicina-vial', sheet, next);
    },
  );

  app.get(
    '/searchSerialInLote',
    {
      ...doctor,
      schema: {
        ...meta,
        summary: 'Lote que contiene un serial, si es del estado del médico y si está libre',
        querystring: searchSerialInLotQuerySchema,
        response: { 200: roadSerialResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await formReads.serialInLot(session(request), request.query.serial),
    }),
  );

  app.get(
    '/nextSerial',
    {
      ...doctor,
      schema: {
        ...meta,
        summary: 'Serial libre que el formulario ofrece al médico',
        response: { 200: nextSerialResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await formReads.nextSerial(session(request)) }),
  );

  app.get(
    '/previousCertificate',
    {
      ...doctor,
      schema: {
        ...meta,
        summary: 'Último certificado del conductor (cualquier emisor), para copiar sus datos',
        querystring: searchDniQuerySchema,
        response: { 200: previousCertificateResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await formReads.previous(request.query) }),
  );

  app.post(
    '/createCertifields',
    {
      ...doctor,
      schema: {
        ...meta,
        summary: 'Emitir un certificado de Medicina Vial (con la sesión del médico)',
        description:
          'Exige la sesión del médico, que el contrato original no pedía (decisión 0019). ' +
          'Con preRegisterId, la solicitud queda atendida por el certificado (una sola vez: 409 PRE_REGISTER_SERVED); ' +
          'no mientras su cobro esté pendiente (409 PRE_REGISTER_PAYMENT_PENDING); si nunca se pagó, solo con ' +
          'withoutPayment (motivo: exonerated, cashApart u other con nota), que el certificado guarda ' +
          '(409 PRE_REGISTER_UNPAID sin él; decisión 0065); y, salvo el Administrador, ' +
          'solo una solicitud del estado del número de colegio del médico (otra: 404 NOT_FOUND; decisión 0053). ' +
          'Con operativeId, se emite en ese operativo: del propio médico, también para el Administrador, y en progreso ' +
          '(404 OPERATIVE_NOT_FOUND, 403 OPERATIVE_NOT_YOURS, 409 OPERATIVE_NOT_IN_PROGRESS); ' +
          'la solicitud, del mismo municipio (422 OPERATIVE_OTHER_MUNICIPALITY).',
        body: createRoadCertificateInputSchema,
        response: { 200: certificateResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await issue(session(request), request.body, request.ip) }),
  );
};
