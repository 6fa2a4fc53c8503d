import {
  certificateResponseSchema,
  createCertifieldsPayInputSchema,
  mobilePaymentSearchInputSchema,
  mobilePaymentSearchResponseSchema,
} from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { publicRateLimit } from '../../plugins/rate-limit';
import type { RoadCertificates } from '../certificates/index';
import type { IssueAgainstPayment } from './pay';
import { paymentsScopeOf } from './policy';
import type { MobilePaymentSearch } from './search';

const meta = { tags: ['pagos'], security: [{ bearer: [] }] };

/** busqueda-pago-moviles, at /api/preRegister (docs/product/calls.md). */
export const mobilePaymentSearchRoutes: FastifyPluginAsyncZod<{
  config: Config;
  sessions: SessionLookup;
  search: MobilePaymentSearch;
}> = async (app, { config, sessions, search }) => {
  app.post(
    '/mobile-payment-search',
    {
      // A road-medicine session (vialDirector or Admin); the college and INTT get 403.
      ...guarded(sessions, { scope: 'medicVial' }, (request) => {
        paymentsScopeOf(authOf(request).context);
      }),
      // Each search is a call to the bank: limited per address like the public forms.
      config: publicRateLimit(config),
      schema: {
        ...meta,
        summary: 'Buscar un pago móvil en el banco (teléfono, banco, fecha, monto y referencia)',
        description:
          'Responde data.transaction_list; cada pago dice si ya está registrado (used) y qué pagó ' +
          '(usedFor: un certificado, con su serial certificateSerial, o una solicitud aún sin certificado). ' +
          '404 MOBILE_PAYMENT_NOT_FOUND si el banco no lo encuentra (0330); ' +
          '503 MOBILE_PAYMENT_SEARCH_UNAVAILABLE si el banco no responde.',
        body: mobilePaymentSearchInputSchema,
        response: {
          200: mobilePaymentSearchResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
    },
    async (request) => ({ data: { transaction_list: await search.search(request.body) } }),
  );
};

/** registar-certificados-medicos-pagos, at /api/credentialMedic (docs/product/calls.md). */
export const payCertificateRoutes: FastifyPluginAsyncZod<{
  sessions: SessionLookup;
  certificates: Pick<RoadCertificates, 'assertRoadSession'>;
  issueAgainstPayment: IssueAgainstPayment;
}> = async (app, { sessions, certificates, issueAgainstPayment }) => {
  app.post(
    '/createCertifieldsPay',
    {
      // A road-medicine doctor bound to a college number, as createCertifields.
      ...guarded(sessions, { scope: 'medicVial' }, (request) =>
        certificates.assertRoadSession(authOf(request).context),
      ),
      schema: {
        ...meta,
        summary: 'Emitir un certificado de Medicina Vial pagado con un pago móvil',
        description:
          'El servidor busca el pago en el banco (nunca confía en la copia del cliente); su monto ' +
          'debe ser igual al precio vigente (422 MOBILE_PAYMENT_AMOUNT_MISMATCH). Un pago paga un ' +
          'solo certificado (409 PAYMENT_ALREADY_USED). El pago y el certificado se guardan juntos. ' +
          'Con operativeId, se emite en ese operativo (del propio médico, también para el Administrador, y en progreso: ' +
          '404 OPERATIVE_NOT_FOUND, 403 OPERATIVE_NOT_YOURS, 409 OPERATIVE_NOT_IN_PROGRESS), antes de preguntar al banco.',
        body: createCertifieldsPayInputSchema,
        response: {
          200: certificateResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 503),
        },
      },
    },
    async (request) => ({
      data: await issueAgainstPayment(authOf(request).context, request.body, request.ip),
    }),
  );
};
