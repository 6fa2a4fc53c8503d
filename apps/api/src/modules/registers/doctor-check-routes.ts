import { doctorCheckQuerySchema, doctorCheckResponseSchema } from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import type { ChallengeLimit } from '../../plugins/challenge-limit';
import type { DoctorCheck } from './doctor-check';

/**
 * GET /api/register/doctorCheck: "¿Está habilitado este médico?" without a session (decision
 * 0084). Limited as the certificate check is: past the per-address count, a proof of work.
 */
export const doctorCheckRoutes: FastifyPluginAsyncZod<{
  doctorCheck: DoctorCheck;
  verifyLimit: ChallengeLimit;
}> = async (app, { doctorCheck, verifyLimit }) => {
  app.get(
    '/register/doctorCheck',
    {
      onRequest: verifyLimit('doctorCheck'),
      schema: {
        tags: ['registros'],
        summary:
          'Consulta pública de un médico por número de colegio, licencia de medicina vial o nombre (sin sesión)',
        querystring: doctorCheckQuerySchema,
        response: { 200: doctorCheckResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => doctorCheck.check(request.query),
  );
};
