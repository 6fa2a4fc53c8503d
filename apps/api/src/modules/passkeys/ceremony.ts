import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthContext } from '../auth/sessions';
import type { Ceremony, PasskeyRow, PasskeysRepo } from './repo';

/** A challenge answers for 5 minutes, once (decision 0034). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** Why an answer was refused: audited, never told to the caller beyond PASSKEY_INVALID. */
export class Refusal extends Error {}

const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));
const text = (value: Uint8Array) => Buffer.from(value).toString('base64url');
/** The WebAuthn user handle: the person's id, stable across their passkeys. */
const userHandle = (userId: number) => new TextEncoder().encode(`aptovial:${userId}`);

type Deps = { webauthn: Config['webauthn']; repo: PasskeysRepo; clock: () => Date };

/** simplewebauthn v14 around our challenges: each bound to its session, used once, short-lived. */
export function createCeremonies({ webauthn, repo, clock }: Deps) {
  const expected = { expectedOrigin: webauthn.origin, expectedRPID: webauthn.rpId };
  const timeout = CHALLENGE_LIFETIME_MS;

  async function remember(context: AuthContext, purpose: Ceremony, challenge: string, tx: Db) {
    const now = clock();
    await repo.openChallenge(
      {
        sessionId: context.session.id,
        purpose,
        challenge,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
      },
      tx,
    );
  }

  /** Uses up the session's challenge of `purpose`: gone, used or stale are refusals. */
  async function take(context: AuthContext, purpose: Ceremony): Promise<string> {
    const now = clock();
    const open = await repo.takeChallenge(context.session.id, purpose, now);
    if (!open) throw new Refusal('no open challenge');
    if (open.expiresAt <= now) throw new Refusal('challenge expired');
    return open.challenge;
  }

  return {
    async registrationOptions(context: AuthContext, existing: readonly PasskeyRow[], tx: Db) {
      const { user } = context;
      const options = await generateRegistrationOptions({
        rpName: 'AptoVial',
        rpID: webauthn.rpId,
        userName: user.email,
        userID: userHandle(user.id),
        userDisplayName: `${user.names} ${user.lastNames}`,
        timeout,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await remember(context, 'register', options.challenge, tx);
      return options;
    },

    async authenticationOptions(context: AuthContext, keys: readonly PasskeyRow[], tx: Db) {
      const options = await generateAuthenticationOptions({
        rpID: webauthn.rpId,
        timeout,
        userVerification: 'preferred',
        allowCredentials: keys.map((row) => ({ id: row.credentialId, transports: row.transports })),
      });
      await remember(context, 'login', options.challenge, tx);
      return options;
    },

    /** A checked new credential, ready to store; a refusal otherwise. */
    async verifyRegistration(context: AuthContext, response: RegistrationResponseJSON) {
      const expectedChallenge = await take(context, 'register');
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge,
        ...expected,
        // Password plus a device the person holds is the second factor; a PIN is welcome, not owed.
        requireUserVerification: false,
      }).catch((error: unknown) => {
        throw new Refusal(error instanceof Error ? error.message : 'registration refused');
      });
      if (!result.verified) throw new Refusal('registration not verified');
      const { credential } = result.registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: text(credential.publicKey),
        counter: credential.counter,
        transports: response.response.transports ?? [],
      };
    },

    /** The new signature counter of a checked assertion by `key`; a refusal otherwise. */
    async verifyAssertion(
      context: AuthContext,
      response: AuthenticationResponseJSON,
      key: PasskeyRow | undefined,
    ): Promise<number> {
      // The challenge is used up first: an answer by a key not the person's burns it too.
      const expectedChallenge = await take(context, 'login');
      if (!key) throw new Refusal('credential not among the person passkeys');
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        ...expected,
        credential: {
          id: key.credentialId,
          publicKey: bytes(key.publicKey),
          counter: key.counter,
          transports: key.transports,
        },
        requireUserVerification: false,
      }).catch((error: unknown) => {
        throw new Refusal(error instanceof Error ? error.message : 'assertion refused');
      });
      if (!result.verified) throw new Refusal('assertion not verified');
      return result.authenticationInfo.newCounter;
    },
  };
}
export type Ceremonies = ReturnType<typeof createCeremonies>;
