import {
  checkAuthInputSchema,
  checkAuthResponseSchema,
  loginKeySchema,
  loginResponseSchema,
  messageResponseSchema,
  switchAccountInputSchema,
  termsPaths,
  termsResponseSchema,
} from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../errors';
import { authOf, bearerToken, clientOf, guarded } from '../../plugins/auth';
import type { AccountSwitcher } from './accounts';
import type { CredentialOpener } from './credentials';
import type { AuthRepo } from './repo';
import type { LoginService } from './service';
import type { SessionService } from './sessions';

type Deps = {
  opener: CredentialOpener;
  login: LoginService;
  sessions: SessionService;
  switcher: AccountSwitcher;
  repo: AuthRepo;
};

const errors = errorResponses(400, 401, 403, 404);
const tags = ['sesión'];

/** The public login key, session checks, logout, account switching and the terms texts. */
export const sessionRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { opener, login, sessions, switcher, repo } = deps;

  app.get(
    '/auth/login-key',
    {
      schema: {
        tags,
        summary: 'Clave pública para cifrar las credenciales',
        response: { 200: z.object({ data: loginKeySchema }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: opener.publicKey };
    },
  );

  app.post(
    '/auth/check-auth',
    {
      schema: {
        tags,
        summary: 'Comprobar la sesión',
        body: checkAuthInputSchema.optional(),
        response: { 200: checkAuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const token = bearerToken(request) ?? request.body?.token;
      if (!token) throw new AppError('UNAUTHORIZED');
      const context = await sessions.authenticate(token);
      return login.describe(context, token);
    },
  );

  app.post(
    '/auth/logout',
    {
      ...guarded(sessions, { allowIncomplete: true }),
      schema: {
        tags,
        summary: 'Cerrar la sesión',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await switcher.logout(authOf(request).context);
      return { data: { message: 'Sesión cerrada' } };
    },
  );

  app.post(
    '/auth/switch-account',
    {
      ...guarded(sessions),
      schema: {
        tags,
        summary: 'Cambiar de cuenta (Cambiar Sesión)',
        security: [{ bearer: [] }],
        body: switchAccountInputSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token, context } = await switcher.switchTo(
        authOf(request).context,
        request.body.accountId,
        clientOf(request),
      );
      return { data: await login.describe(context, token) };
    },
  );

  const termsOf = [
    [termsPaths.colegio, 'colegio'],
    [termsPaths.INTT, 'INTT'],
    [termsPaths.medicVial, 'medicVial'],
  ] as const;
  for (const [path, group] of termsOf) {
    app.get(
      path.replace(/^\/api/, ''),
      {
        schema: {
          tags,
          summary: `Términos y condiciones (${group})`,
          response: { 200: termsResponseSchema, ...errors },
        },
      },
      async () => {
        const terms = await repo.currentTerms(group);
        if (!terms) throw new AppError('NOT_FOUND', 'No hay términos publicados para este módulo.');
        return { data: { module: terms.module, version: terms.version, text: terms.text } };
      },
    );
  }
};
