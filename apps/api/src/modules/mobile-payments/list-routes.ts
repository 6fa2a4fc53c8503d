import {
  listPaymentsQuerySchema,
  paymentsPageSchema,
  paymentsSummaryQuerySchema,
  paymentsSummaryResponseSchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '../../adapters/spreadsheet/xlsx';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { sendSpreadsheet } from '../../plugins/spreadsheet';
import { paymentsScopeOf } from './policy';
import type { PaymentsReads } from './reads';
import { paymentsSheet } from './sheet';

type Deps = { sessions: SessionLookup; reads: PaymentsReads };

const errors = errorResponses(400, 401, 403);
const meta = { tags: ['pagos'], security: [{ bearer: [] }] };
const scope = (request: FastifyRequest) => paymentsScopeOf(authOf(request).context);
const sight =
  'El Administrador de Medicina Vial ve todos los pagos; un médico, los que cobró o usó y los ' +
  'que pagaron certificados que emitió.';

/** lista-de-pagos-movil and the panel's money figures, at /api/payments (docs/product/calls.md). */
export const paymentsListRoutes: FastifyPluginAsyncZod<Deps> = async (app, { sessions, reads }) => {
  // Road-medicine sessions; the college and INTT get 403 (WRONG_MODULE).
  const road = guarded(sessions, { scope: 'medicVial' }, (request) => {
    scope(request);
  });

  app.get(
    '/c2p',
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Lista de pagos (cobros C2P y pagos móviles)',
        description: `Filtros: amount, phone (completo o sus últimos dígitos), trx_date, reference, status, method, date_range (día de registro). ${sight}`,
        querystring: listPaymentsQuerySchema,
        response: { 200: paymentsPageSchema, ...errors },
      },
    },
    async (request) => reads.list(scope(request), request.query),
  );

  app.get(
    '/c2p/xlsx',
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Lista de pagos en Excel (los mismos filtros)',
        querystring: listPaymentsQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        response: errors,
      },
    },
    async (request, reply) =>
      sendSpreadsheet(
        reply,
        'pagos',
        paymentsSheet(await reads.report(scope(request), request.query)),
      ),
  );

  app.get(
    '/summary',
    {
      ...road,
      schema: {
        ...meta,
        summary: 'Cifras de dinero del panel: aprobados, pendientes, fallidos y por día',
        description: `Por día del banco (trx_date). Sin date_range, el mes en curso. Sumas en texto decimal exacto. ${sight}`,
        querystring: paymentsSummaryQuerySchema,
        response: { 200: paymentsSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await reads.summary(scope(request), request.query.date_range) }),
  );
};
