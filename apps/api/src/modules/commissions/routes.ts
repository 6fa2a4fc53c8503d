import {
  certifieldAmountResponseSchema,
  commissionResponseSchema,
  commissionsPageSchema,
  createCommissionInputSchema,
  listCommissionsQuerySchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { assertAmountReader, assertCommissionsAdmin } from './policy';
import type { CommissionsService } from './service';

type Deps = { sessions: SessionLookup; commissions: CommissionsService };

const meta = { tags: ['montos'], security: [{ bearer: [] }] };
const context = (request: FastifyRequest) => authOf(request).context;

/** SPEC.md section 7, Amounts: mounted at /api/dollarCalculation. */
export const commissionsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { sessions, commissions },
) => {
  // Any session reaches the guards; the checks answer 403 to the wrong module or role.
  const admin = guarded(sessions, {}, (request) => assertCommissionsAdmin(context(request)));
  const reader = guarded(sessions, {}, (request) => assertAmountReader(context(request)));

  app.get(
    '/certifieldAmount',
    {
      ...reader,
      schema: {
        ...meta,
        summary: 'Comisión en dólares y precio del dólar vigentes, con el monto en bolívares',
        description:
          'El precio es el fijado a mano por el Administrador o, si no hay, la última tasa oficial leída (fuente, fecha y antigüedad incluidas). 404 COMMISSION_NOT_SET sin comisión; 409 DOLLAR_PRICE_UNAVAILABLE sin precio.',
        response: { 200: certifieldAmountResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async () => ({ data: await commissions.amount() }),
  );

  app.post(
    '/createCertifieldAmount',
    {
      ...admin,
      schema: {
        ...meta,
        summary: 'Fijar una nueva comisión en dólares (Administrador del Colegio de Médicos)',
        description:
          'Montos como texto decimal ("5.00"). Sin dollarPrice rige la tasa oficial. La nueva queda vigente y la anterior inactiva.',
        body: createCommissionInputSchema,
        response: { 200: commissionResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await commissions.create(context(request), request.body, request.ip),
    }),
  );

  app.get(
    '/listCommissionAmount',
    {
      ...admin,
      schema: {
        ...meta,
        summary: 'Historial de comisiones: valores, quién y cuándo (Administrador)',
        querystring: listCommissionsQuerySchema,
        response: { 200: commissionsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => commissions.list(request.query),
  );
};
