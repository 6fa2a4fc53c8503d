import {
  settingIdParamsSchema,
  settingResponseSchema,
  settingsResponseSchema,
  updateSettingInputSchema,
} from '@aptovial/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { authOf, guarded, type SessionLookup } from '../../plugins/auth';
import { assertRoadAdmin } from './policy';
import type { SettingsService } from './service';

type Deps = { sessions: SessionLookup; settings: SettingsService };

const errors = errorResponses(400, 401, 403, 404);

/** docs/product/calls.md, Settings: mounted at /api/settings. */
export const settingsRoutes: FastifyPluginAsyncZod<Deps> = async (app, { sessions, settings }) => {
  // Any session reaches the guard; only the road-medicine Admin passes it (403 for the rest).
  const admin = guarded(sessions, {}, (request) => assertRoadAdmin(authOf(request).context));
  const context = (request: FastifyRequest) => authOf(request).context;
  const meta = { tags: ['configuraciones'] };
  const signed = { ...meta, security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      // Exactly /api/settings: the public route list names that path alone.
      prefixTrailingSlash: 'no-slash',
      schema: {
        ...meta,
        summary: 'Interruptores del producto; el primero abre o cierra las solicitudes',
        description:
          'Público: el formulario de solicitud consulta si las solicitudes están abiertas.',
        response: { 200: settingsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await settings.list() }),
  );

  app.post(
    '/preRegisterEnable',
    {
      ...admin,
      schema: {
        ...signed,
        summary: 'Crear el interruptor de solicitudes si falta (Administrador de Medicina Vial)',
        description: 'Sin cuerpo. Si ya existe, responde el existente sin cambiarlo.',
        response: { 200: settingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await settings.ensurePreRegisterSwitch(context(request), request.ip),
    }),
  );

  app.put(
    '/preRegisterEnable/:id',
    {
      ...admin,
      schema: {
        ...signed,
        summary: 'Abrir o cerrar las solicitudes de certificado (Administrador de Medicina Vial)',
        params: settingIdParamsSchema,
        body: updateSettingInputSchema,
        response: { 200: settingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await settings.setPreRegister(
        context(request),
        request.params.id,
        request.body.enabled,
        request.ip,
      ),
    }),
  );
};
