import {
  addPasskeyInputSchema,
  apiPaths,
  messageResponseSchema,
  passkeyIdParamsSchema,
  passkeyOptionsResponseSchema,
  passkeyResponseSchema,
  passkeySignInInputSchema,
  passkeySignInResponseSchema,
  passkeySignInStatusSchema,
  passkeysRequiredInputSchema,
  passkeysRequiredResponseSchema,
  passkeysResponseSchema,
  renamePasskeyInputSchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { publicRateLimit } from '../../plugins/rate-limit';
import { assertHolder, assertModuleAdmin } from './access';
import type { PasskeyService } from './service';
import type { PasskeySignIn } from './sign-in';

type Deps = {
  config: Config;
  sessions: SessionLookup;
  passkeys: PasskeyService;
  signIn: PasskeySignIn;
};

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['llaves de acceso'];
const security = [{ bearer: [] }];
const context = (request: FastifyRequest) => authOf(request).context;
const holderOf = (request: FastifyRequest) => assertHolder(context(request));

/** Passkeys (decision 0034): full paths from apiPaths, mounted at the root. */
export const passkeyRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { config, sessions, passkeys, signIn },
) => {
  // The second step is called before a session is whole: limited like the e-mailed code's.
  const limited = { config: publicRateLimit(config) };
  const holder = guarded(sessions, {}, holderOf);
  const signingIn = guarded(sessions, { allowIncomplete: true }, holderOf);
  const admin = guarded(sessions, {}, (request) => assertModuleAdmin(context(request)));
  const idPath = apiPaths.passkeyOne.replace('{id}', ':id');

  app.get(
    apiPaths.passkeys,
    {
      ...holder,
      schema: {
        tags,
        security,
        summary: 'Mis llaves de acceso y si mi módulo las exige',
        response: { 200: passkeysResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await passkeys.list(context(request)) }),
  );

  app.post(
    apiPaths.passkeyRegistrationOptions,
    {
      ...holder,
      schema: {
        tags,
        security,
        summary: 'Opciones para crear una llave de acceso (reto de 5 minutos, de un solo uso)',
        response: { 200: passkeyOptionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { ...(await passkeys.registrationOptions(context(request))) } }),
  );

  app.post(
    apiPaths.passkeys,
    {
      ...holder,
      schema: {
        tags,
        security,
        summary: 'Agregar una llave de acceso con la respuesta del autenticador',
        body: addPasskeyInputSchema,
        response: { 200: passkeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await passkeys.add(context(request), request.body, request.ip),
    }),
  );

  app.put(
    idPath,
    {
      ...holder,
      schema: {
        tags,
        security,
        summary: 'Cambiar el nombre de una llave de acceso',
        params: passkeyIdParamsSchema,
        body: renamePasskeyInputSchema,
        response: { 200: passkeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await passkeys.rename(
        context(request),
        request.params.id,
        request.body.name,
        request.ip,
      ),
    }),
  );

  app.delete(
    idPath,
    {
      ...holder,
      schema: {
        tags,
        security,
        summary: 'Eliminar una llave de acceso (la última no, si el módulo las exige)',
        params: passkeyIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await passkeys.remove(context(request), request.params.id, request.ip);
      return { data: { message: 'Llave de acceso eliminada' } };
    },
  );

  app.put(
    apiPaths.passkeysRequired,
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Exigir o no llaves de acceso en el módulo del Administrador',
        body: passkeysRequiredInputSchema,
        response: { 200: passkeysRequiredResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await passkeys.setRequired(context(request), request.body.enabled, request.ip),
    }),
  );

  app.get(
    apiPaths.passkeySignIn,
    {
      ...signingIn,
      schema: {
        tags,
        security,
        summary: 'Segundo paso: si la persona tiene llaves y si su módulo las exige',
        response: { 200: passkeySignInStatusSchema, ...errors },
      },
    },
    async (request) => ({ data: await signIn.status(context(request)) }),
  );

  app.post(
    apiPaths.passkeySignInOptions,
    {
      ...limited,
      ...signingIn,
      schema: {
        tags,
        security,
        summary: 'Segundo paso: opciones para usar una llave de acceso',
        response: { 200: passkeyOptionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { ...(await signIn.options(context(request))) } }),
  );

  app.post(
    apiPaths.passkeySignIn,
    {
      ...limited,
      ...signingIn,
      schema: {
        tags,
        security,
        summary: 'Segundo paso: terminar el inicio de sesión con una llave de acceso',
        body: passkeySignInInputSchema,
        response: { 200: passkeySignInResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { context: session, token } = authOf(request);
      return {
        data: await signIn.finish(session, token, request.body.response, request.ip),
      };
    },
  );
};
