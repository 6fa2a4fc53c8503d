import {
  certifieldAmountResponseSchema,
  commissionResponseSchema,
  commissionsPageSchema,
  createCommissionInputSchema,
  listCommissionsQuerySchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { publicRateLimit } from '../../plugins/rate-limit';
import { assertCommissionsAdmin } from './policy';
import type { CommissionsService } from './service';

type Deps = { config: Config; sessions: SessionLookup; commissions: CommissionsService };

const meta = { tags: ['montos'], security: [{ bearer: [] }] };
const context = (request: FastifyRequest) => authOf(request).context;

/** docs/product/calls.md, Amounts: mounted at /api/dollarCalculation. */
export const commissionsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { config, sessions, commissions },
) => {
  // Any session reaches the guard; the check answers 403 to the wrong module or role.
  const admin = guarded(sessions, {}, (request) => assertCommissionsAdmin(context(request)));

  app.get(
    '/certifieldAmount',
    {
      // Public (decision 0022): the applicant sees the price before paying, and it is no secret.
      config: publicRateLimit(config),
      schema: {
        tags: meta.tags,
        summary: 'Comisión en dólares y precio del dólar vigentes, con el monto en bolívares',
        description:
          'Público: el formulario de pago lo muestra antes de cobrar. El precio es el fijado por el colegio (su Administrador) o, si no hay, la última tasa oficial leída (fuente, fecha y antigüedad incluidas). 404 COMMISSION_NOT_SET sin comisión; 409 DOLLAR_PRICE_UNAVAILABLE sin precio.',
        response: { 200: certifieldAmountResponseSchema, ...errorResponses(404, 409, 429) },
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
