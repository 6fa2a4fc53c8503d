import { type CreatePreRegisterInput, errorMessages } from '@aptovial/shared';
import { requestProofEmail } from '../../adapters/mail/request-templates';
import type { Mailer } from '../../adapters/mail/types';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../errors';
import { OTP_LIFETIME_MS, OTP_MAX_TRIES, OTP_RESEND_WAIT_MS } from '../auth/codes';
import { hashOtp, newOtpCode, sameHash } from '../auth/secrets';
import type { ProofRepo } from './proof-repo';
import type { PreRegistrationRow, PreRegistrationsRepo } from './repo';
import type { PreRegistrationsService } from './service';

type Deps = {
  database: Database;
  proofs: ProofRepo;
  repo: Pick<PreRegistrationsRepo, 'openOf'>;
  mail: Mailer;
  /** The server secret one-time codes are keyed with. */
  secret: Buffer;
  clock: () => Date;
};

/** The person and type a request is open for: one open request of each (the unique index). */
export type RequestPerson = { nationality: 'V' | 'E'; dni: string; type: string };

/** Codes of requests are bound to their request, apart from sign-in codes (auth's purposes). */
const PURPOSE = 'pre_registration';

/** A refused code, under the form's code field. */
const refused = (code: 'OTP_INVALID' | 'OTP_EXPIRED') =>
  new AppError(code, undefined, [{ field: 'emailCode', message: errorMessages[code] }]);

/**
 * Proof that whoever repeats a request owns the open one (decision 0051): a code e-mailed to the
 * open request's address, kept as an HMAC, good for 10 minutes and 5 tries (right or wrong: a
 * declined charge may be tried again with it), another one at most every minute.
 */
export function createRequestProof({ database, proofs, repo, mail, secret, clock }: Deps) {
  const hashOf = (requestId: number, code: string) => hashOtp(secret, requestId, PURPOSE, code);

  /** E-mails a new code, unless the last one went less than a minute ago (it still stands). */
  async function sendCode(request: PreRegistrationRow): Promise<void> {
    const now = clock();
    const last = await proofs.latestOpen(request.id);
    if (last && now.getTime() - last.createdAt.getTime() < OTP_RESEND_WAIT_MS) return;
    const code = newOtpCode();
    const minutes = OTP_LIFETIME_MS / 60_000;
    await database.db.transaction(async (tx) => {
      await proofs.replace(
        {
          preRegistrationId: request.id,
          codeHash: hashOf(request.id, code),
          expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
          createdAt: now,
        },
        tx,
      );
      const email = requestProofEmail({
        names: request.names,
        requestNumber: request.id,
        code,
        minutes,
      });
      await mail.enqueue({ to: request.email, ...email, urgent: true }, tx);
    });
    mail.kick();
  }

  async function check(requestId: number, code: string): Promise<void> {
    const open = await proofs.latestOpen(requestId);
    if (!open) throw refused('OTP_INVALID');
    if (open.expiresAt <= clock()) throw refused('OTP_EXPIRED');
    if ((await proofs.countTry(open.id)) > OTP_MAX_TRIES) {
      // Coming back means a new code, which the minute between codes may still hold off.
      const wait = open.createdAt.getTime() + OTP_RESEND_WAIT_MS - clock().getTime();
      throw new AppError('OTP_TOO_MANY_ATTEMPTS', undefined, { retryAfterSeconds: wait / 1000 });
    }
    if (!sameHash(open.codeHash, hashOf(requestId, code))) throw refused('OTP_INVALID');
  }

  return {
    /**
     * Before anything is added to or paid on the person's open request of the type: undefined
     * when there is none (a new one may be stored); its id once `code` proves the caller reads
     * its e-mail. Without a code, one goes to that request's address and the answer is 409
     * PRE_REGISTER_PROOF_REQUIRED, which names nothing of the request.
     */
    async ownedRequest(
      person: RequestPerson,
      code: string | undefined,
    ): Promise<number | undefined> {
      const open = await repo.openOf(person);
      if (!open) return undefined;
      if (code === undefined) {
        await sendCode(open);
        throw new AppError('PRE_REGISTER_PROOF_REQUIRED');
      }
      await check(open.id, code);
      return open.id;
    },
  };
}
export type RequestProof = ReturnType<typeof createRequestProof>;

/**
 * For createPreregisterPay (the payments module): the proof first, before the bank is asked; then
 * the store the charge runs in its first transaction. A request that turned up open meanwhile is
 * refused there without proof, so nothing is charged on it.
 */
export function payableStoreOf(proof: RequestProof, store: PreRegistrationsService['store']) {
  return async (input: CreatePreRegisterInput, code: string | undefined, ip: string) => {
    const person = { nationality: input.nationality, dni: input.dni, type: input.typeCertifields };
    const owned = await proof.ownedRequest(person, code);
    return async (tx: Db): Promise<number> => {
      const stored = await store(input, ip, tx);
      if (stored.alreadyOpen && stored.row.id !== owned) {
        throw new AppError('PRE_REGISTER_PROOF_REQUIRED');
      }
      return stored.row.id;
    };
  };
}
