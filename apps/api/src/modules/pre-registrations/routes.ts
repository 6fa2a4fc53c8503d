import {
  createPreRegisterInputSchema,
  listPreRegistersQuerySchema,
  oneItemSearchQuerySchema,
  preRegisterOperativeQuerySchema,
  preRegisterOperativeResponseSchema,
  preRegisterReceiptResponseSchema,
  preRegistrationDetailResponseSchema,
  preRegistrationsPageSchema,
} from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '../../adapters/spreadsheet/xlsx';
import type { Config } from '../../config';
import { errorResponses } from '../../errors';
import { guarded, type SessionLookup } from '../../plugins/auth';
import { publicRateLimit } from '../../plugins/rate-limit';
import { sendSpreadsheet } from '../../plugins/spreadsheet';
import type { PreRegistrationsDirectory } from './directory';
import { roadAdminOnly } from './policy';
import type { PreRegistrationsService } from './service';
import { preRegistrationsSheet } from './sheet';

type Deps = {
  config: Config;
  sessions: SessionLookup;
  requests: PreRegistrationsService;
  directory: PreRegistrationsDirectory;
};

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** docs/product/calls.md, Pre-registration: mounted at /api/preRegister. */
export const preRegisterRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { config, sessions, requests, directory } = deps;
  const admin = guarded(sessions, {}, roadAdminOnly);
  // Both road-medicine roles plan operatives; the college and INTT get 403 (WRONG_MODULE).
  const roadSession = guarded(sessions, { scope: 'medicVial' });
  const meta = { tags: ['solicitudes'] };
  const signed = { ...meta, security: [{ bearer: [] }] };

  app.post(
    '/createPreregister',
    {
      config: publicRateLimit(config),
      schema: {
        ...meta,
        summary: 'Solicitar un certificado (público, con verificación ALTCHA)',
        description:
          'Responde solo que se recibió; el número va por correo. Con las solicitudes cerradas: 409 PRE_REGISTER_CLOSED. ' +
          'Si la persona ya tiene una solicitud abierta del mismo tipo, responde igual que a una nueva y reenvía el correo a la dirección de esa solicitud.',
        body: createPreRegisterInputSchema,
        response: { 200: preRegisterReceiptResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await requests.create(request.body, request.ip) }),
  );

  app.get(
    '/',
    {
      ...admin,
      prefixTrailingSlash: 'no-slash',
      schema: {
        ...signed,
        summary: 'Lista de solicitudes (Administrador de Medicina Vial)',
        description:
          'Cada solicitud trae su último cobro (payment, null si nunca se cobró). ' +
          'payment filtra por él: paid (aprobado), pending (sin confirmar), failed (rechazado, sin otro en curso) o none.',
        querystring: listPreRegistersQuerySchema,
        response: { 200: preRegistrationsPageSchema, ...errors },
      },
    },
    async (request) => directory.list(request.query),
  );

  app.get(
    '/xlsx',
    {
      ...admin,
      schema: {
        ...signed,
        summary: 'Lista de solicitudes en Excel (Administrador de Medicina Vial)',
        querystring: listPreRegistersQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        response: errors,
      },
    },
    async (request, reply) =>
      sendSpreadsheet(
        reply,
        'solicitudes',
        preRegistrationsSheet(await directory.report(request.query)),
      ),
  );

  app.get(
    '/PreRegisterOperative',
    {
      ...roadSession,
      schema: {
        ...signed,
        summary: 'Solicitudes abiertas de un municipio y su total (para un operativo)',
        querystring: preRegisterOperativeQuerySchema,
        response: { 200: preRegisterOperativeResponseSchema, ...errors },
      },
    },
    async (request) => directory.operative(request.query),
  );

  app.get(
    '/:id',
    {
      ...admin,
      schema: {
        ...signed,
        summary: 'Detalle de una solicitud y su último cobro (Administrador de Medicina Vial)',
        params: oneItemSearchQuerySchema,
        response: { 200: preRegistrationDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await directory.detail(request.params.id) }),
  );
};
