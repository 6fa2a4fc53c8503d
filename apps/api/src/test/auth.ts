import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { LoginKey } from '@aptovial/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema/index';

/** Seals a value as the browser does: RSA-OAEP(SHA-256) over `{ v, t }`, base64url. */
export function seal(key: LoginKey, value: string, time: number = Date.now()): string {
  const publicKey = createPublicKey({
    key: Buffer.from(key.spki, 'base64'),
    format: 'der',
    type: 'spki',
  });
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(JSON.stringify({ v: value, t: time })),
  ).toString('base64url');
}

export async function loginKey(app: FastifyInstance): Promise<LoginKey> {
  return (await app.inject({ method: 'GET', url: '/api/auth/login-key' })).json().data;
}

export const prefixes = {
  colegio: '/api/auth',
  INTT: '/api/authINTT',
  medicVial: '/api/credentialMedic',
} as const;
export type Scope = keyof typeof prefixes;

export async function postLogin(
  app: FastifyInstance,
  scope: Scope,
  email: string,
  password: string,
  time: number = Date.now(),
) {
  const key = await loginKey(app);
  return app.inject({
    method: 'POST',
    url: `${prefixes[scope]}/login`,
    payload: { email: seal(key, email, time), password: seal(key, password, time) },
  });
}

/** The newest 6-digit code e-mailed to an address (read from the outbox, as a person reads mail). */
export async function lastCodeFor(database: Database, email: string): Promise<string> {
  const [row] = await database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const code = row?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Login, terms (when asked) and the e-mailed code: a ready session token. */
export async function signIn(
  app: FastifyInstance,
  database: Database,
  scope: Scope,
  email: string,
  password: string,
  time: number = Date.now(),
): Promise<string> {
  const login = await postLogin(app, scope, email, password, time);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { token, step } = login.json().data as { token: string; step: string };
  if (step === 'terms') {
    const accepted = await app.inject({
      method: 'POST',
      url: `${prefixes[scope]}/accept-terms`,
      headers: bearer(token),
      payload: { email },
    });
    if (accepted.statusCode !== 200) throw new Error(`terms failed: ${accepted.body}`);
  }
  if (step !== 'ready') {
    const otp = await lastCodeFor(database, email);
    const verified = await app.inject({
      method: 'POST',
      url: `${prefixes[scope]}/verify-otp-email`,
      headers: bearer(token),
      payload: { email, otp },
    });
    if (verified.statusCode !== 200) throw new Error(`code failed: ${verified.body}`);
  }
  return token;
}
