import {
  accessQuerySchema,
  accessResponseSchema,
  createUserInputSchema,
  deleteUserInputSchema,
  listUsersQuerySchema,
  messageResponseSchema,
  searchUsersQuerySchema,
  updateUserInputSchema,
  userReportQuerySchema,
  userResponseSchema,
  usersPageSchema,
  usersResponseSchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '../../adapters/spreadsheet/xlsx';
import { AppError, errorResponses } from '../../errors';
import { authOf, guarded } from '../../plugins/auth';
import { sendSpreadsheet } from '../../plugins/spreadsheet';
import { authScopes } from '../auth/scopes';
import type { SessionService } from '../auth/sessions';
import type { AccessService } from './access';
import type { UsersDirectory } from './directory';
import { type Manager, managerOf, managesUsers } from './policy';
import type { UsersService } from './service';
import { usersSheet } from './sheet';

type Deps = {
  scope: 'colegio' | 'INTT';
  sessions: SessionService;
  directory: UsersDirectory;
  users: UsersService;
  access: AccessService;
};

const errors = errorResponses(400, 401, 403, 404, 409);

/** People management (docs/product/calls.md, Users): mounted at /api/users and /api/usersINTT. */
export const usersRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { scope, sessions, directory, users, access } = deps;
  const modules = authScopes[scope].modules;
  const managerOnly = async (request: FastifyRequest) => {
    if (!managesUsers(authOf(request).context.account)) throw new AppError('FORBIDDEN');
  };
  const manager = (request: FastifyRequest): Manager => managerOf(authOf(request).context, modules);
  const base = guarded(sessions, { scope }, managerOnly);
  const meta = { tags: [`usuarios ${scope}`], security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      ...base,
      schema: {
        ...meta,
        summary: 'Lista de usuarios',
        querystring: listUsersQuerySchema,
        response: { 200: usersPageSchema, ...errors },
      },
    },
    async (request) => directory.list(manager(request), request.query),
  );

  app.get(
    '/search',
    {
      ...base,
      schema: {
        ...meta,
        summary: 'Buscar usuarios por cédula',
        querystring: searchUsersQuerySchema,
        response: { 200: usersResponseSchema, ...errors },
      },
    },
    async (request) => directory.search(manager(request), request.query.dni),
  );

  app.get(
    '/reports',
    {
      ...base,
      schema: {
        ...meta,
        summary: 'Reporte de usuarios (hasta 5000 filas)',
        querystring: userReportQuerySchema,
        response: { 200: usersResponseSchema, ...errors },
      },
    },
    async (request) => directory.report(manager(request), request.query),
  );

  app.get(
    '/reports/xlsx',
    {
      ...base,
      schema: {
        ...meta,
        summary: 'Reporte de usuarios en Excel (los mismos filtros)',
        querystring: userReportQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        response: errors,
      },
    },
    async (request, reply) => {
      const { data } = await directory.report(manager(request), request.query);
      return sendSpreadsheet(
        reply,
        scope === 'INTT' ? 'usuarios-intt' : 'usuarios',
        usersSheet(data),
      );
    },
  );

  app.post(
    '/',
    {
      ...base,
      schema: {
        ...meta,
        summary: 'Crear un usuario',
        body: createUserInputSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await users.create(manager(request), request.body, request.ip) }),
  );

  app.put(
    '/',
    {
      ...base,
      schema: {
        ...meta,
        summary: 'Actualizar un usuario',
        body: updateUserInputSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await users.update(manager(request), request.body, request.ip) }),
  );

  app.put(
    '/updatedAccess',
    {
      ...base,
      schema: {
        ...meta,
        summary: 'Activar o revocar el acceso de un usuario',
        querystring: accessQuerySchema,
        response: { 200: accessResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await access.toggle(manager(request), request.query.id, request.ip),
    }),
  );

  if (scope !== 'colegio') return;
  app.post(
    '/deleteUsers',
    {
      ...base,
      schema: {
        ...meta,
        summary: 'Eliminar un usuario (la cédula debe coincidir)',
        body: deleteUserInputSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await access.remove(manager(request), request.body, request.ip);
      return { data: { message: 'Usuario eliminado' } };
    },
  );
};
