import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createCaptchaRepo } from './repo';
import { captchaRoutes } from './routes';
import { type Captcha, createCaptchaService } from './service';

type Deps = { config: Config; database: Database; hmacKey: string };

/** The ALTCHA challenge of the public forms (docs/architecture.md, decision 0021). */
export function createCaptchaModule({ config, database, hmacKey }: Deps) {
  const service = createCaptchaService({
    repo: createCaptchaRepo(database.db),
    settings: {
      hmacKey,
      lifetimeSeconds: config.captcha.lifetimeSeconds,
      maxNumber: config.captcha.maxNumber,
    },
  });
  const captcha: Captcha = { verify: (solution) => service.verify(solution) };
  return {
    /** Given to the modules whose public forms carry the `altcha` field. */
    captcha,
    /** Challenges and their check, for a limit that asks for work past its count (decision 0027). */
    proofOfWork: service,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(captchaRoutes, { prefix: '/api', config, captcha: service });
    },
  };
}
