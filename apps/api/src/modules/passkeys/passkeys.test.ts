import { apiPath, apiPaths } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, sessions, webauthnChallenges } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { createSeededApp, DEMO_PASSWORD, testClock } from '../../test/demo';
import { CHALLENGE_LIFETIME_MS } from './ceremony';
import { passkeyFlows } from './flows-testing';
import { softAuthenticator, TEST_RP } from './testing';

const clock = testClock();
let t: TestApp;
let flows: ReturnType<typeof passkeyFlows>;
beforeAll(async () => {
  t = await createSeededApp(clock.now);
  flows = passkeyFlows(t, () => clock.now().getTime());
});
afterAll(() => t.close());

const DOCTOR = 'director.vial.medicos@aptovial.test';
const key = softAuthenticator();
const full = (email: string) =>
  signIn(t.app, t.database, 'colegio', email, DEMO_PASSWORD, clock.now().getTime());
const sessionRow = async (id: number) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0];
const refusedCount = async () => (await flows.auditActions('passkey_refused')).length;

describe('adding passkeys from a full session', () => {
  it('registers, lists, renames; audits and e-mails the addition', async () => {
    const token = await full(DOCTOR);
    const added = await flows.addPasskey(token, key, 'Mi teléfono');
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ name: 'Mi teléfono', lastUsedAt: null });
    const [stored] = await t.database.db.select().from(passkeys);
    expect(stored?.credentialId).toBe(key.id);

    const list = await flows.call('GET', apiPaths.passkeys, token);
    expect(list.json().data).toMatchObject({ required: false, items: [{ name: 'Mi teléfono' }] });
    const id = added.json().data.id;
    const renamed = await flows.call('PUT', apiPath('passkeyOne', { id }), token, {
      name: 'Teléfono de trabajo',
    });
    expect(renamed.json().data.name).toBe('Teléfono de trabajo');

    expect(await flows.auditActions('passkey_added')).toHaveLength(1);
    const mails = await flows.mailsTo(DOCTOR);
    expect(mails.some((m) => m.subject.startsWith('Se agregó una llave de acceso'))).toBe(true);
  });

  it('refuses a registration from another origin or without its challenge, and audits it', async () => {
    const token = await full(DOCTOR);
    const before = await refusedCount();
    const other = softAuthenticator();
    const foreign = await flows.addPasskey(token, other, 'Ajena', {
      origin: 'https://evil.example',
      rpId: 'localhost',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe('PASSKEY_INVALID');
    // The challenge was used up by the refused answer: the same answer again finds none.
    const again = await flows.call('POST', apiPaths.passkeys, token, {
      name: 'Otra vez',
      response: other.register('c29tZS1jaGFsbGVuZ2U'),
    });
    expect(again.json().error).toBe('PASSKEY_INVALID');
    expect(await refusedCount()).toBe(before + 2);
    expect(await t.database.db.select().from(passkeys)).toHaveLength(1);
  });

  it('keeps a half-signed-in session and the roles that do not issue out', async () => {
    const half = await flows.halfSignIn('colegio', DOCTOR);
    const options = await flows.call('POST', apiPaths.passkeyRegistrationOptions, half);
    expect(options.statusCode).toBe(403);
    expect(options.json().error).toBe('SESSION_INCOMPLETE');
    const secretary = await full('secretaria.enfermeras@aptovial.test');
    expect((await flows.call('GET', apiPaths.passkeys, secretary)).statusCode).toBe(403);
  });
});

describe('signing in with password + passkey', () => {
  it('tells the half-signed-in session a passkey exists, then finishes it', async () => {
    const half = await flows.halfSignIn('colegio', DOCTOR);
    const status = await flows.call('GET', apiPaths.passkeySignIn, half);
    expect(status.json().data).toEqual({ registered: true, required: false, codeAllowed: true });
    const challenge = await flows.signInChallenge(half);
    const done = await flows.finishSignIn(half, key.assert(challenge));
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ token: half, step: 'ready' });
    const [row] = await t.database.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.challenge, challenge));
    expect(row?.usedAt).not.toBeNull();
    expect((await sessionRow(row?.sessionId ?? 0))?.verifiedAt).not.toBeNull();
    expect((await flows.call('GET', apiPaths.passkeys, half)).statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(passkeys);
    expect(stored?.lastUsedAt).not.toBeNull();
    expect(await flows.auditActions('passkey_sign_in')).toHaveLength(1);
  });

  it('refuses a replayed assertion, another origin, a wrong and an expired challenge', async () => {
    const before = await refusedCount();
    const half = await flows.halfSignIn('colegio', DOCTOR);
    // Replay: a good answer, sent twice; the second finds its challenge used.
    const first = await flows.signInChallenge(half);
    const good = key.assert(first);
    const other = await flows.halfSignIn('colegio', DOCTOR);
    expect((await flows.finishSignIn(half, good)).statusCode).toBe(200);
    const replay = await flows.finishSignIn(other, good);
    expect(replay.json().error).toBe('PASSKEY_INVALID');

    const next = await flows.halfSignIn('colegio', DOCTOR);
    const attempt = async (response: (challenge: string) => object) => {
      const challenge = await flows.signInChallenge(next);
      const answer = await flows.finishSignIn(next, response(challenge));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe('PASSKEY_INVALID');
    };
    await attempt((c) => key.assert(c, { origin: 'https://evil.example', rpId: TEST_RP.rpId }));
    await attempt(() => key.assert('d3JvbmctY2hhbGxlbmdl'));
    await attempt((c) => key.assert(c, TEST_RP, 1)); // a clone: the counter went back
    await attempt((c) => softAuthenticator().assert(c)); // a key that is not the person's
    const late = await flows.signInChallenge(next);
    clock.advance(CHALLENGE_LIFETIME_MS + 1000);
    const expired = await flows.finishSignIn(next, key.assert(late));
    expect(expired.json().error).toBe('PASSKEY_INVALID');
    expect(await refusedCount()).toBe(before + 6);
    // None of them finished the session.
    expect((await flows.call('GET', apiPaths.passkeys, next)).json().error).toBe(
      'SESSION_INCOMPLETE',
    );
  });
});

describe('renaming passkeys', () => {
  const stored = async () => (await t.database.db.select().from(passkeys))[0];

  it("renames the person's own passkey, trimmed, stores and audits it", async () => {
    const token = await full(DOCTOR);
    const id = (await stored())?.id ?? 0;
    const before = (await flows.auditActions('passkey_renamed')).length;
    const renamed = await flows.call('PUT', apiPath('passkeyOne', { id }), token, {
      name: '  Llave USB  ',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id, name: 'Llave USB' });
    expect((await stored())?.name).toBe('Llave USB');
    const list = await flows.call('GET', apiPaths.passkeys, token);
    expect(list.json().data.items).toEqual([expect.objectContaining({ id, name: 'Llave USB' })]);
    expect(await flows.auditActions('passkey_renamed')).toHaveLength(before + 1);
  });

  it("refuses another person's passkey and a bad name, and writes nothing", async () => {
    const id = (await stored())?.id ?? 0;
    const audited = (await flows.auditActions('passkey_renamed')).length;
    const stranger = await full('presidente.medicos@aptovial.test');
    const foreign = await flows.call('PUT', apiPath('passkeyOne', { id }), stranger, {
      name: 'Ajena',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('NOT_FOUND');

    const token = await full(DOCTOR);
    const bad = [{ name: '   ' }, { name: 'x'.repeat(61) }, {}, { name: 'Otra', extra: 1 }];
    for (const body of bad) {
      const answer = await flows.call('PUT', apiPath('passkeyOne', { id }), token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const blank = await flows.call('PUT', apiPath('passkeyOne', { id }), token, { name: ' ' });
    expect(blank.json().errors).toContainEqual(
      expect.objectContaining({ message: 'Escriba un nombre para la llave' }),
    );
    expect((await stored())?.name).toBe('Llave USB');
    expect(await flows.auditActions('passkey_renamed')).toHaveLength(audited);
  });
});

describe('removing passkeys', () => {
  it('removes one of the person only, audits it and e-mails the person', async () => {
    const token = await full(DOCTOR);
    const [stored] = await t.database.db.select().from(passkeys);
    const id = stored?.id ?? 0;
    const stranger = await full('presidente.medicos@aptovial.test');
    const foreign = await flows.call('DELETE', apiPath('passkeyOne', { id }), stranger);
    expect(foreign.statusCode).toBe(404);
    const removed = await flows.call('DELETE', apiPath('passkeyOne', { id }), token);
    expect(removed.statusCode).toBe(200);
    expect(await t.database.db.select().from(passkeys)).toHaveLength(0);
    expect(await flows.auditActions('passkey_removed')).toHaveLength(1);
    const mails = await flows.mailsTo(DOCTOR);
    expect(mails.some((m) => m.subject.startsWith('Se eliminó una llave de acceso'))).toBe(true);
  });
});
