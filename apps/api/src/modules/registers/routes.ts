import {
  createRegisterInputSchema,
  createSchoolNumberInputSchema,
  listRegistersQuerySchema,
  mayWriteRegisters,
  registerReportQuerySchema,
  registerResponseSchema,
  registersPageSchema,
  registersResponseSchema,
  schoolNumberResponseSchema,
  searchRegistersQuerySchema,
  updateRegisterInputSchema,
  updateSchoolNumberInputSchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../errors';
import { authOf, guarded } from '../../plugins/auth';
import type { SessionService } from '../auth/sessions';
import type { RegistersDirectory } from './directory';
import { assertReadsRegisters, type Keeper, keeperOf } from './policy';
import type { SchoolNumbersService } from './school-numbers';
import type { RegistersService } from './service';

type Deps = {
  sessions: SessionService;
  directory: RegistersDirectory;
  registers: RegistersService;
  schoolNumbers: SchoolNumbersService;
};

export const errors = errorResponses(400, 401, 403, 404, 409);
export const keeper = (request: FastifyRequest): Keeper => keeperOf(authOf(request).context);

/** College sessions, and the road-medicine Admin's (enabled medics only: `keeperOf`). */
export const registersReaders = (sessions: SessionService) =>
  guarded(sessions, {}, (request) => assertReadsRegisters(authOf(request).context.account));

/**
 * Registers of the colleges (docs/product/calls.md, Registers): mounted at /api, college logins.
 */
export const registersRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, directory, registers, schoolNumbers } = deps;
  const writer = async (request: FastifyRequest) => {
    if (!mayWriteRegisters(authOf(request).context.account)) throw new AppError('FORBIDDEN');
  };
  const read = registersReaders(sessions);
  const write = guarded(sessions, { scope: 'colegio' }, writer);
  const meta = { tags: ['registros'], security: [{ bearer: [] }] };

  app.get(
    '/register',
    {
      ...read,
      schema: {
        ...meta,
        summary: 'Lista de médicos y enfermeras',
        querystring: listRegistersQuerySchema,
        response: { 200: registersPageSchema, ...errors },
      },
    },
    async (request) => directory.list(keeper(request), request.query),
  );

  app.get(
    '/register/search',
    {
      ...read,
      schema: {
        ...meta,
        summary: 'Buscar un registro por cédula',
        querystring: searchRegistersQuerySchema,
        response: { 200: registersResponseSchema, ...errors },
      },
    },
    async (request) => directory.search(keeper(request), request.query),
  );

  app.get(
    '/register/reports',
    {
      ...read,
      schema: {
        ...meta,
        summary: 'Reporte de registros (hasta 5000 filas)',
        querystring: registerReportQuerySchema,
        response: { 200: registersResponseSchema, ...errors },
      },
    },
    async (request) => directory.report(keeper(request), request.query),
  );

  app.post(
    '/register',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Crear un registro con sus números de colegio',
        body: createRegisterInputSchema,
        response: { 200: registerResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await registers.create(keeper(request), request.body, request.ip),
    }),
  );

  app.put(
    '/register',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Actualizar un registro y sus números de colegio',
        body: updateRegisterInputSchema,
        response: { 200: registerResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await registers.update(keeper(request), request.body, request.ip),
    }),
  );

  app.post(
    '/schoolNumber/createSchoolNumbers',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Agregar un número de colegio a un registro',
        body: createSchoolNumberInputSchema,
        response: { 200: schoolNumberResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await schoolNumbers.create(keeper(request), request.body, request.ip),
    }),
  );

  app.put(
    '/schoolNumber/updatedSchoolNumbers',
    {
      ...write,
      schema: {
        ...meta,
        summary: 'Actualizar un número de colegio',
        body: updateSchoolNumberInputSchema,
        response: { 200: schoolNumberResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await schoolNumbers.update(keeper(request), request.body, request.ip),
    }),
  );
};
