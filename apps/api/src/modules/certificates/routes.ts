import {
  certificateIdParamsSchema,
  certificateResponseSchema,
  certificateStatusInputSchema,
  createCertificateInputSchema,
  updateCertificateInputSchema,
  updateRoadCertificateInputSchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { authOf, guarded } from '../../plugins/auth';
import type { AuthScope } from '../auth/scopes';
import type { SessionService } from '../auth/sessions';
import {
  assertMayEdit,
  assertMayIssue,
  assertMayReenable,
  type CertificatesActor,
  certificatesActorOf,
} from './policy';
import type { CertificatesService } from './service';

type Deps = { sessions: SessionService; certificates: CertificatesService };

export const errors = errorResponses(400, 401, 403, 404, 409, 422);
export const meta = { tags: ['certificados'], security: [{ bearer: [] }] };
export const actor = (request: FastifyRequest): CertificatesActor =>
  certificatesActorOf(authOf(request).context);

/**
 * A session of `scope` (any module when left out) whose module reads certificates, and that
 * passes `check` when one is given (such as the Reportes menu's).
 */
export const guard = (
  sessions: SessionService,
  scope?: AuthScope,
  check?: (actor: CertificatesActor) => void,
) =>
  guarded(sessions, scope ? { scope } : {}, (request) => {
    const reader = actor(request);
    check?.(reader);
  });

/** Issuing, editing, disabling and re-enabling (docs/product/calls.md), at /api/certifields. */
export const certificateWriteRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, certificates } = deps;
  const write = guard(sessions, 'colegio');
  // Correcting is the issuing doctor's and the Admin's (decision 0048): the President, the
  // Directorate and INTT get 403 before the body is read; whose certificate it is comes after.
  const editor = guard(sessions, 'colegio', assertMayEdit);
  const roadEditor = guard(sessions, 'medicVial', assertMayEdit);
  // Disabling is the college's and road medicine's (its own certificates, decision 0019): any
  // login whose module issues; INTT and the nurse college get 403 before the input is read.
  const disabler = guard(sessions, undefined, assertMayIssue);
  // Re-enabling is the medic Admin's: anyone else gets 403 before the reason is read.
  const reenabler = guard(sessions, 'colegio', assertMayReenable);
  const answer = { 200: certificateResponseSchema, ...errors };

  app.post(
    '/createCertifields',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Emitir un certificado sobre un serial de un lote del estado del médico',
        body: createCertificateInputSchema,
        response: answer,
      },
    },
    async (request) => ({
      data: await certificates.issue(actor(request), request.body, request.ip),
    }),
  );

  app.put(
    '/updatedCertifields',
    {
      ...editor,
      schema: {
        ...meta,
        summary:
          'Corregir un certificado habilitado (el médico que lo emitió o el Administrador; el serial no cambia)',
        description:
          'La cédula y la nacionalidad del titular no cambian (422 HOLDER_IDENTITY_FIXED); los datos impresos se corrigen solo dentro de las 72 horas de su emisión (409 CORRECTION_WINDOW_CLOSED).',
        body: updateCertificateInputSchema,
        response: answer,
      },
    },
    async (request) => ({
      data: await certificates.update(actor(request), request.body, request.ip),
    }),
  );

  app.put(
    '/updatedCertifieldsVial/:id',
    {
      ...roadEditor,
      schema: {
        ...meta,
        summary:
          'Modificar un certificado de Medicina Vial (el médico que lo emitió o el Administrador)',
        description:
          'Cada cambio sube la versión: el QR impreso antes muestra que hay una más nueva.',
        params: certificateIdParamsSchema,
        body: updateRoadCertificateInputSchema,
        response: answer,
      },
    },
    async (request) => ({
      data: await certificates.update(
        actor(request),
        { id: request.params.id, ...request.body },
        request.ip,
      ),
    }),
  );

  app.put(
    '/disableCertifields/:id',
    {
      ...disabler,
      schema: {
        ...meta,
        summary: 'Deshabilitar un certificado con su motivo',
        params: certificateIdParamsSchema,
        body: certificateStatusInputSchema,
        response: answer,
      },
    },
    async (request) => ({
      data: await certificates.disable(
        actor(request),
        request.params.id,
        request.body.reason,
        request.ip,
      ),
    }),
  );

  app.put(
    '/enableCertifields/:id',
    {
      ...reenabler,
      schema: {
        ...meta,
        summary: 'Rehabilitar un certificado con su motivo (Administrador)',
        params: certificateIdParamsSchema,
        body: certificateStatusInputSchema,
        response: answer,
      },
    },
    async (request) => ({
      data: await certificates.enable(
        actor(request),
        request.params.id,
        request.body.reason,
        request.ip,
      ),
    }),
  );
};
