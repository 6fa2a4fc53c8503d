import { CHALLENGE_HEADER } from '@aptovial/shared';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import type { SharedCounters } from '../../adapters/redis/link';
import { AppError } from '../../errors';
import type { ProofOfWork } from '../../plugins/challenge-limit';
import { createFailureWindow } from './failure-window';

/** Failed sign-ins for one e-mail, in the window, after which every try carries the work. */
export const FAILURES_PER_EMAIL = 3;
/**
 * Failed sign-ins from one address: higher, since many phones share a carrier's address and
 * each of their people mistypes now and then (decision 0027).
 */
export const FAILURES_PER_ADDRESS = 10;
const WINDOW_MS = 15 * 60_000;

const MESSAGE =
  'Hubo varios intentos fallidos de iniciar sesión con este correo o desde su conexión. ' +
  'Resuelva la verificación y envíe de nuevo sus datos.';

/** CHALLENGE_REQUIRED carrying the challenge the route hands out with it. */
export class SignInChallenge extends AppError {
  constructor(readonly challenge: unknown) {
    // Nothing to wait for: the same try, with the work done, is answered at once.
    super('CHALLENGE_REQUIRED', MESSAGE, { retryAfterSeconds: 1 });
  }
}

/** Puts the challenge of a SignInChallenge in its answer's header, as decision 0027 does. */
export function offerChallenge(reply: FastifyReply, error: unknown): void {
  if (!(error instanceof SignInChallenge)) return;
  reply.header('cache-control', 'no-store');
  reply.header(CHALLENGE_HEADER, Buffer.from(JSON.stringify(error.challenge)).toString('base64'));
}

/** What the caller says once the password is checked. */
export type SignInTry = { failed(): Promise<void>; passed(): Promise<void> };

/**
 * Repeated failures ask for work, never lock (decision 0049): past the failures of the window for
 * the e-mail (known or not: both are counted alike) or for the address, a try without a solved
 * challenge is answered CHALLENGE_REQUIRED before its password is looked at. A solved try is
 * always checked, so the owner's right password gets in whatever others sent.
 */
export function createSignInGuard(deps: {
  proofOfWork: ProofOfWork;
  shared?: SharedCounters | undefined;
  clock: () => Date;
}) {
  const { proofOfWork, clock } = deps;
  const window = createFailureWindow({
    windowMs: WINDOW_MS,
    keep: FAILURES_PER_ADDRESS + 1,
    shared: deps.shared,
  });
  const nothing = async () => {};

  return {
    async admit(email: string, ip: string, altcha: string | undefined): Promise<SignInTry> {
      const now = clock().getTime();
      const keys = [`email:${email}`, `address:${normalizeIP(ip)}`];
      if (altcha !== undefined) {
        await proofOfWork.verify(altcha);
        const failed = async () => {
          await Promise.all(keys.map((key) => window.mark(key, now)));
        };
        return { failed, passed: nothing };
      }
      // Marked as failures before the check: tries sent at once cannot all pass unsolved.
      const marks = await Promise.all(keys.map((key) => window.mark(key, now)));
      const [byEmail, byAddress] = marks.map((mark) => mark.count);
      if ((byEmail ?? 0) > FAILURES_PER_EMAIL || (byAddress ?? 0) > FAILURES_PER_ADDRESS) {
        throw new SignInChallenge(await proofOfWork.challenge());
      }
      const passed = async () => {
        await Promise.all(marks.map((mark) => mark.release()));
      };
      return { failed: nothing, passed };
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
