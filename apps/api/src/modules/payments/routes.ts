import {
  apiPaths,
  c2pChargeInputSchema,
  c2pChargeResponseSchema,
  createPreRegisterPayInputSchema,
  paymentReceiptParamsSchema,
  paymentReceiptQuerySchema,
} from '@aptovial/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { errorResponses } from '../../errors';
import { authOf, clientOf, guarded, type SessionLookup } from '../../plugins/auth';
import { publicRateLimit } from '../../plugins/rate-limit';
import { answerStatus } from './answer';
import type { Receipts } from './receipts';
import type { PaymentsService } from './service';

type Deps = {
  config: Config;
  sessions: SessionLookup;
  payments: PaymentsService;
  receipts: Receipts;
};

/** A receipt is personal data: shown inline, never cached. */
const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);
const answers = {
  200: c2pChargeResponseSchema,
  201: c2pChargeResponseSchema,
  202: c2pChargeResponseSchema,
  ...errors,
};
const outcomes =
  'Responde 201 aprobado, 202 pendiente (el banco no confirmó todavía: se concilia y se avisa por correo) ' +
  'o 200 fallido (el banco lo rechazó: no se cobró). Otro monto que el vigente: 422 PAYMENT_AMOUNT_MISMATCH; ' +
  'solicitud ya pagada: 409 PRE_REGISTER_ALREADY_PAID; otro cobro en curso: 409 PAYMENT_IN_PROGRESS.';

/** docs/product/calls.md: C2P charges (mounted at the root: their paths are under two prefixes). */
export const paymentsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { config, sessions, payments, receipts } = deps;
  const meta = { tags: ['pagos'] };

  app.post(
    apiPaths.chargeC2p,
    {
      // Both road-medicine roles (Admin and vialDirector) charge at a field operative.
      ...guarded(sessions, { scope: 'medicVial' }),
      schema: {
        ...meta,
        security: [{ bearer: [] }],
        summary: 'Cobrar una solicitud con pago móvil C2P (Medicina Vial)',
        description:
          `${outcomes} Con operativeId, se cobra en ese operativo: del médico (o el Administrador) y en ` +
          'progreso (404 OPERATIVE_NOT_FOUND, 403 OPERATIVE_NOT_YOURS, 409 OPERATIVE_NOT_IN_PROGRESS); ' +
          'la solicitud, de su municipio (422 OPERATIVE_OTHER_MUNICIPALITY). Nada llega al banco si se rechaza.',
        body: c2pChargeInputSchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const data = await payments.chargeRequest(
        request.body,
        authOf(request).context,
        clientOf(request),
      );
      return reply.code(answerStatus[data.payment.status]).send({ data });
    },
  );

  app.post(
    apiPaths.createPreregisterPay,
    {
      config: publicRateLimit(config),
      schema: {
        ...meta,
        summary: 'Solicitar un certificado y pagarlo con C2P (público, con verificación ALTCHA)',
        description:
          `${outcomes} Con las solicitudes cerradas: 409 PRE_REGISTER_CLOSED. Si la persona ya tiene ` +
          'una solicitud abierta de ese tipo, se envía un código al correo de esa solicitud y responde ' +
          '409 PRE_REGISTER_PROOF_REQUIRED; con emailCode correcto se cobra esa solicitud.',
        body: createPreRegisterPayInputSchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const data = await payments.payNewRequest(request.body, clientOf(request));
      return reply.code(answerStatus[data.payment.status]).send({ data });
    },
  );

  app.get(
    apiPaths.paymentReceipt.replace('{id}', ':id'),
    {
      config: publicRateLimit(config),
      schema: {
        ...meta,
        summary: 'Comprobante de un pago aprobado (PDF; la dirección lleva su propia clave)',
        params: paymentReceiptParamsSchema,
        querystring: paymentReceiptQuerySchema,
        produces: ['application/pdf'],
        response: errorResponses(400, 404, 429),
      },
    },
    async (request, reply) => {
      const { invoice, pdf } = await receipts.pdfOf(request.params.id, request.query.key);
      return sendPdf(reply, `comprobante-${invoice}.pdf`, pdf);
    },
  );
};
