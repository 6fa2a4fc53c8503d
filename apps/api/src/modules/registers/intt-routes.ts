import {
  listRegistersQuerySchema,
  registersPageSchema,
  registersResponseSchema,
  searchRegistersQuerySchema,
} from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guarded } from '../../plugins/auth';
import type { SessionService } from '../auth/sessions';
import type { RegistersDirectory } from './directory';
import { errors, keeper } from './routes';

type Deps = { sessions: SessionService; directory: RegistersDirectory };

/** INTT looks medics up, read-only, in every state (every INTT role). */
export const inttRegistersRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, directory } = deps;
  const read = guarded(sessions, { scope: 'INTT' });
  const meta = { tags: ['registros INTT'], security: [{ bearer: [] }] };

  app.get(
    '/register/searchINTT',
    {
      ...read,
      schema: {
        ...meta,
        summary: 'Buscar un médico por cédula (INTT)',
        querystring: searchRegistersQuerySchema,
        response: { 200: registersResponseSchema, ...errors },
      },
    },
    async (request) => directory.search(keeper(request), request.query),
  );

  app.get(
    '/register/listMedicsINTT',
    {
      ...read,
      schema: {
        ...meta,
        summary: 'Lista de médicos (INTT)',
        querystring: listRegistersQuerySchema,
        response: { 200: registersPageSchema, ...errors },
      },
    },
    async (request) => directory.list(keeper(request), request.query),
  );
};
