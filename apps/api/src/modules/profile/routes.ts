import {
  emailInfoResponseSchema,
  findEmailInputSchema,
  findEmailPaths,
  imageResponseSchema,
  photoUploadPaths,
  sessionUserSchema,
  updateProfileInputSchema,
} from '@aptovial/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../adapters/storage/types';
import type { Config } from '../../config';
import { AppError, errorResponses } from '../../errors';
import { authOf, guarded } from '../../plugins/auth';
import { publicRateLimit } from '../../plugins/rate-limit';
import { type AuthScope, authScopes } from '../auth/scopes';
import type { SessionUsers } from '../auth/session-user';
import type { SessionService } from '../auth/sessions';
import { PHOTO_FOLDER, type ProfileService } from './service';

type Deps = {
  config: Config;
  profile: ProfileService;
  sessions: SessionService;
  sessionUsers: SessionUsers;
  storage: FileStorage;
};

const errors = errorResponses(400, 401, 403, 404, 413, 429);
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const moduleScope = {
  medic: 'colegio',
  nurse: 'colegio',
  INTT: 'INTT',
  medicVial: 'medicVial',
} as const;
const stripApi = (path: string) => path.replace(/^\/api/, '');

/**
 * A form the multipart reader cannot parse (no boundary, broken framing: errors without a status)
 * is a bad upload, not a server fault; the plugin's own limits keep their 4xx.
 */
function refuseUnreadableForm(error: unknown): never {
  if (error instanceof Error && 'statusCode' in error) throw error;
  throw new AppError('IMAGE_INVALID');
}

/** find-email-user-info, phones and the photo, per login (docs/product/calls.md). */
export const profileRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { config, profile, sessions, sessionUsers, storage } = deps;
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0 } });
  const limited = { config: publicRateLimit(config) };

  for (const [module, path] of Object.entries(findEmailPaths)) {
    if (module === 'nurse') continue; // same path as medic
    const scope = moduleScope[module as keyof typeof moduleScope];
    app.post(
      stripApi(path),
      {
        ...limited,
        schema: {
          tags: ['perfil'],
          summary: 'Buscar un usuario por correo',
          body: findEmailInputSchema,
          response: { 200: emailInfoResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await profile.findByEmail(scope, request.body.email, request.body.altcha),
      }),
    );
  }

  for (const scope of Object.keys(authScopes) as AuthScope[]) {
    const prefix = authScopes[scope].prefix;
    const guard = guarded(sessions, { scope });
    const tags = [`perfil ${scope}`];

    app.put(
      `${prefix}/update-profile-user`,
      {
        ...guard,
        schema: {
          tags,
          summary: 'Actualizar teléfonos',
          security: [{ bearer: [] }],
          body: updateProfileInputSchema,
          response: { 200: z.object({ data: sessionUserSchema }), ...errors },
        },
      },
      async (request) => {
        const { phone1, phone2 } = request.body;
        const context = await profile.updatePhones(
          authOf(request).context,
          { phone1, phone2: phone2 ?? null },
          request.ip,
        );
        return { data: await sessionUsers.of(context) };
      },
    );

    const uploadPath = photoUploadPaths[authScopes[scope].modules[0]];
    app.post(
      stripApi(uploadPath),
      {
        ...guard,
        schema: {
          tags,
          summary: 'Subir foto de perfil (JPEG, PNG o WebP, máx. 5 MB)',
          security: [{ bearer: [] }],
          response: { 200: imageResponseSchema, ...errors },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('IMAGE_INVALID');
        const file = await request.file().catch(refuseUnreadableForm);
        if (!file) throw new AppError('IMAGE_INVALID');
        const content = await file.toBuffer().catch((error: unknown) => {
          if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('PAYLOAD_TOO_LARGE', 'La imagen supera el máximo de 5 MB.');
          return refuseUnreadableForm(error);
        });
        return {
          data: { image: await profile.updatePhoto(authOf(request).context, content, request.ip) },
        };
      },
    );
  }

  app.get(
    '/uploads/:folder/:name',
    {
      schema: {
        tags: ['perfil'],
        summary: 'Foto de perfil',
        params: z.object({ folder: z.literal(PHOTO_FOLDER), name: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const content = await storage.read(request.params.folder, request.params.name);
      if (!content) throw new AppError('NOT_FOUND', 'La imagen no existe.');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(content);
    },
  );
};
