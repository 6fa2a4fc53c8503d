import { createHash, createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { CaptchaRepo } from './repo';

/** What other modules are given: throws AppError CAPTCHA_* unless the solution is good and new. */
export type Captcha = { verify(solution: string | undefined): Promise<void> };

export type CaptchaSettings = {
  /** Secret signing the challenges; two purpose keys are derived from it. */
  hmacKey: string;
  lifetimeSeconds: number;
  /** Difficulty: the secret counter is drawn between half of it and it (attempts to solve). */
  maxNumber: number;
};

/**
 * PBKDF2 iterations per attempt: the widget solves with Web Crypto in workers, so the cost of one
 * attempt is native code; `maxNumber` attempts of this cost is the work a form asks for.
 */
export const CAPTCHA_COST = 1_000;
const ALGORITHM = 'PBKDF2/SHA-256';
/** How often (at most) an accepted solution also sweeps the expired ones from the replay store. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** The widget's payload: base64 of `{ challenge: { parameters, signature }, solution }`. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

function decode(solution: string): z.infer<typeof payloadSchema> {
  try {
    const json: unknown = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    if (parsed.success) return parsed.data;
  } catch {
    // Not base64 JSON: falls through to the same answer as a wrong shape.
  }
  throw new AppError('CAPTCHA_INVALID');
}

type Deps = {
  repo: CaptchaRepo;
  settings: CaptchaSettings;
  /**
   * Wall time, not the app's test clock: altcha-lib and the widget both judge expiry by the real
   * clock, so a challenge must be dated by it too.
   */
  now?: () => Date;
};

export function createCaptchaService({ repo, settings, now = () => new Date() }: Deps) {
  // Separate keys for the challenge signature and the key signature (one secret in config).
  const purposeKey = (purpose: string) =>
    createHmac('sha256', settings.hmacKey).update(purpose).digest('base64url');
  const hmacSignatureSecret = purposeKey('altcha-challenge');
  const hmacKeySignatureSecret = purposeKey('altcha-key');
  let lastSweep = 0;

  async function sweep(at: Date): Promise<void> {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at.getTime();
    await repo.deleteExpired(at);
  }

  return {
    /** A fresh signed challenge, in the shape the `altcha` widget (v3) fetches and solves. */
    async challenge(): Promise<Challenge> {
      const max = settings.maxNumber;
      return createChallenge({
        algorithm: ALGORITHM,
        cost: CAPTCHA_COST,
        // Deterministic mode: the solver must reach this secret counter; verification is one HMAC.
        counter: randomInt(max, Math.max(1, Math.ceil(max / 2))),
        deriveKey,
        expiresAt: new Date(now().getTime() + settings.lifetimeSeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    async verify(solution: string | undefined): Promise<void> {
      if (solution === undefined || solution === '') throw new AppError('CAPTCHA_REQUIRED');
      const payload = decode(solution);
      const { challenge } = payload;
      const result = await verifySolution({
        challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (result.expired) throw new AppError('CAPTCHA_EXPIRED');
      if (!result.verified) throw new AppError('CAPTCHA_INVALID');
      const at = now();
      const signatureHash = createHash('sha256').update(challenge.signature).digest('hex');
      const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
      if (!(await repo.remember(signatureHash, expiresAt))) throw new AppError('CAPTCHA_REUSED');
      await sweep(at);
    },
  } satisfies Captcha & Record<string, unknown>;
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
