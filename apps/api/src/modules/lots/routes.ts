import {
  createLotInputSchema,
  listLotsQuerySchema,
  lotResponseSchema,
  lotsPageSchema,
  searchSerialInLotQuerySchema,
  serialInLotResponseSchema,
  updateLotInputSchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { authOf, guarded } from '../../plugins/auth';
import type { SessionService } from '../auth/sessions';
import type { LotsDirectory } from './directory';
import { assertMayManage, type LotsActor, lotsActorOf } from './policy';
import type { LotsService } from './service';

type Deps = { sessions: SessionService; directory: LotsDirectory; lots: LotsService };

const errors = errorResponses(400, 401, 403, 404, 409);
const meta = { tags: ['lotes'], security: [{ bearer: [] }] };
const actor = (request: FastifyRequest): LotsActor => lotsActorOf(authOf(request).context);
/** College sessions of the medic module (the nurse module has no lots: FORBIDDEN). */
const guard = (sessions: SessionService) =>
  guarded(sessions, { scope: 'colegio' }, (request) => {
    actor(request);
  });
/** The medic Admin alone keeps lots: others get 403 before their input is read (decision 0016). */
const managerGuard = (sessions: SessionService) =>
  guarded(sessions, { scope: 'colegio' }, (request) => assertMayManage(actor(request)));

/**
 * Certificate lots (docs/product/calls.md, Lots), mounted at /api/certifieldLotes. A lot's
 * certificates (GET /api/certifieldLotes/listCertifields) are served by the certificates module.
 */
export const lotsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { sessions, directory, lots },
) => {
  const base = guard(sessions);
  const manager = managerGuard(sessions);

  app.get(
    '/',
    {
      ...base,
      schema: {
        ...meta,
        summary: 'Lista de lotes (por número inicial, descendente) con seriales usados y libres',
        querystring: listLotsQuerySchema,
        response: { 200: lotsPageSchema, ...errors },
      },
    },
    async (request) => directory.list(actor(request), request.query),
  );

  app.post(
    '/createCertifieldLotes',
    {
      ...manager,
      schema: {
        ...meta,
        summary: 'Crear un lote (Administrador)',
        body: createLotInputSchema,
        response: { 200: lotResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await lots.create(actor(request), request.body, request.ip) }),
  );

  app.put(
    '/updatedCertifieldLotes',
    {
      ...manager,
      schema: {
        ...meta,
        summary: 'Actualizar un lote (Administrador)',
        body: updateLotInputSchema,
        response: { 200: lotResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await lots.update(actor(request), request.body, request.ip) }),
  );
};

/** GET /api/certifields/searchSerialInLote: the issue form checks a serial as it is typed. */
export const serialInLotRoutes: FastifyPluginAsyncZod<Omit<Deps, 'lots'>> = async (
  app,
  { sessions, directory },
) => {
  app.get(
    '/searchSerialInLote',
    {
      ...guard(sessions),
      schema: {
        ...meta,
        summary: 'Lote que contiene un serial y el certificado emitido en él',
        querystring: searchSerialInLotQuerySchema,
        response: { 200: serialInLotResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await directory.searchSerial(request.query.serial) }),
  );
};
