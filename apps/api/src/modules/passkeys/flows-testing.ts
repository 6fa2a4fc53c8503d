import { apiPaths } from '@aptovial/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditEvents, emailOutbox } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { bearer, postLogin, type Scope } from '../../test/auth';
import { DEMO_PASSWORD } from '../../test/demo';
import { type Relying, type SoftAuthenticator, TEST_RP } from './testing';

/** The calls of the passkey journeys, as the web makes them, on a test app. */
export function passkeyFlows(t: TestApp, at: () => number) {
  const app: FastifyInstance = t.app;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  return {
    call,

    /** Password entered (and terms accepted): a half-signed-in session at its second step. */
    async halfSignIn(scope: Scope, email: string, password = DEMO_PASSWORD): Promise<string> {
      const login = await postLogin(app, scope, email, password, at());
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
      const { token, step } = login.json().data;
      if (step === 'terms') {
        const prefix = {
          colegio: '/api/auth',
          INTT: '/api/authINTT',
          medicVial: '/api/credentialMedic',
        }[scope];
        const accepted = await call('POST', `${prefix}/accept-terms`, token, { email });
        if (accepted.statusCode !== 200) throw new Error(`terms failed: ${accepted.body}`);
      }
      return token;
    },

    async addPasskey(token: string, key: SoftAuthenticator, name: string, rp: Relying = TEST_RP) {
      const options = await call('POST', apiPaths.passkeyRegistrationOptions, token);
      if (options.statusCode !== 200) throw new Error(`options failed: ${options.body}`);
      const response = key.register(options.json().data.challenge, rp);
      return call('POST', apiPaths.passkeys, token, { name, response });
    },

    /** Asks the sign-in options; answers their challenge. */
    async signInChallenge(token: string): Promise<string> {
      const options = await call('POST', apiPaths.passkeySignInOptions, token);
      if (options.statusCode !== 200) throw new Error(`sign-in options failed: ${options.body}`);
      return options.json().data.challenge;
    },

    finishSignIn: (token: string, response: object) =>
      call('POST', apiPaths.passkeySignIn, token, { response }),

    async auditActions(action: string, userId?: number) {
      const rows = await t.database.db
        .select()
        .from(auditEvents)
        .where(
          userId === undefined
            ? eq(auditEvents.action, action)
            : and(eq(auditEvents.action, action), eq(auditEvents.userId, userId)),
        );
      return rows;
    },

    mailsTo: (email: string) =>
      t.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email)),
  };
}
