import {
  createCredentialInputSchema,
  credentialResponseSchema,
  searchCredentialQuerySchema,
  searchCredentialResponseSchema,
  updateCredentialInputSchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import type { CredentialUpdate } from './credential-updates';
import { managesCredentials } from './policy';
import type { CredentialsService } from './service';

type Deps = {
  sessions: SessionLookup;
  credentials: CredentialsService;
  update: CredentialUpdate;
};

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** docs/product/calls.md, Road-medicine credentials: mounted at /api/credentialMedic. */
export const credentialRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, credentials, update } = deps;
  // Sessions of the college and of road medicine both come here: no login scope, a role check.
  const managerOnly = async (request: FastifyRequest) => {
    if (!managesCredentials(authOf(request).context.account)) throw new AppError('FORBIDDEN');
  };
  const base = guarded(sessions, {}, managerOnly);
  const manager = (request: FastifyRequest) => authOf(request).context;
  const meta = { tags: ['medicina vial'], security: [{ bearer: [] }] };

  app.get(
    '/searchCredential',
    {
      ...base,
      schema: {
        ...meta,
        summary: "Credencial de Medicina Vial de un número de colegio, o 'Not Found'",
        querystring: searchCredentialQuerySchema,
        response: { 200: searchCredentialResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await credentials.search(manager(request), request.query.schoolNumberId),
    }),
  );

  app.post(
    '/createCredentialMedic',
    {
      ...base,
      schema: {
        ...meta,
        summary: 'Crear la credencial de Medicina Vial de un médico habilitado',
        description: 'El médico recibe un correo para elegir su contraseña.',
        body: createCredentialInputSchema,
        response: { 200: credentialResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await credentials.create(manager(request), request.body, request.ip),
    }),
  );

  app.put(
    '/updateCredentialMedic',
    {
      ...base,
      schema: {
        ...meta,
        summary: 'Cambiar el correo, el rol o el acceso de una credencial de Medicina Vial',
        body: updateCredentialInputSchema,
        response: { 200: credentialResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await update(manager(request), request.body, request.ip) }),
  );
};
