import { stopRemindersInputSchema, stopRemindersResponseSchema } from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { reminderStops } from '../../db/schema/index';
import { AppError, errorResponses } from '../../errors';
import type { ChallengeLimit } from '../../plugins/challenge-limit';
import type { StopLinks } from './reminder-stop';

type Deps = { db: Db; links: StopLinks; verifyLimit: ChallengeLimit };

/**
 * The one-click stop of the expiry reminders (decision 0087): no session, the link's HMAC is the
 * proof. Stopping twice answers the same; a link this server did not sign is a Spanish 400.
 */
export const reminderStopRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { db, links, ...deps },
) => {
  app.post(
    '/reminders/stop',
    {
      onRequest: deps.verifyLimit('stopReminders'),
      schema: {
        tags: ['certificados'],
        summary: 'Dejar de recibir los recordatorios de vencimiento (enlace firmado del correo)',
        body: stopRemindersInputSchema,
        response: { 200: stopRemindersResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const hash = links.verify(request.body.h, request.body.s);
      if (!hash) {
        throw new AppError(
          'BAD_REQUEST',
          'El enlace para dejar de recibir recordatorios no es válido. Use el enlace completo del correo.',
        );
      }
      await db.insert(reminderStops).values({ emailHash: hash }).onConflictDoNothing();
      return { data: { stopped: true as const } };
    },
  );
};
