import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { accounts, auditEvents, emailOutbox, users } from '../../db/schema/index';
import { testConfig } from '../../test/config';
import { openTestDatabase } from '../../test/database';
import { countRows } from '../../test/rows';
import { createAuditService } from '../audit/service';
import { createPasswordHasher } from '../auth/passwords';
import { createMailService } from '../mail/service';
import { CONSOLE_ORIGIN, createFirstAdmins } from './first-admin';
import { type FirstAdminInput, FirstAdminRefused } from './first-admin-input';
import { runFirstAdmin } from './first-admin-run';

// docs/decisions/0075: the console creates a module's Admin, audited as the console, with the
// welcome e-mail linking to the module's recovery page, e-mail filled in; every refusal writes nothing.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const config = testConfig();
const admins = () =>
  createFirstAdmins({
    database,
    audit: createAuditService(),
    mail: createMailService({
      db: database.db,
      transport: undefined,
      from: config.mail.from,
      log: { info: () => {}, warn: () => {}, error: () => {} },
    }),
    passwords: createPasswordHasher(1024),
    publicUrl: 'https://aptovial.example.ve',
  });

let serial = 0;
const person = (module: FirstAdminInput['module']): FirstAdminInput => {
  serial += 1;
  return {
    module,
    email: `admin${serial}.${module.toLowerCase()}@ejemplo.ve`,
    names: 'Ana María',
    lastNames: 'Rodríguez Páez',
    dni: String(12_000_000 + serial),
    nationality: 'V',
  };
};
const recoveryLink = (mode: string, email: string) =>
  `https://aptovial.example.ve/Recuperar-contrasena?modulo=${mode}&correo=${encodeURIComponent(email)}`;
const written = () => countRows(database.db, { users, accounts, auditEvents, outbox: emailOutbox });

async function refusal(promise: Promise<unknown>): Promise<FirstAdminRefused> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FirstAdminRefused);
  return error as FirstAdminRefused;
}

describe('the first Admin of a module', () => {
  it('is created without a state or known password, audited as the console, welcome queued', async () => {
    const input = person('INTT');
    const created = await admins().create(input, { another: false });
    const link = recoveryLink('INTT', input.email);
    expect(created.passwordUrl).toBe(link);

    const [user] = await database.db.select().from(users).where(eq(users.id, created.userId));
    expect(user).toMatchObject({ email: input.email, dni: input.dni, createdBy: null });
    expect(user?.passwordHash).toMatch(/^\$argon2/);
    const [account] = await database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, created.accountId));
    expect(account).toMatchObject({
      module: 'INTT',
      role: 'Admin',
      state: null,
      status: 'active',
      userId: created.userId,
      createdBy: null,
    });
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(created.accountId)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'account_created',
      entity: 'account',
      accountId: null,
      userId: null,
      ip: CONSOLE_ORIGIN,
      changes: {
        module: { before: null, after: 'INTT' },
        role: { before: null, after: 'Admin' },
        email: { before: null, after: input.email },
      },
    });
    const [welcome] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, input.email));
    expect(welcome?.subject).toBe('Se le dio acceso a AptoVial');
    expect(welcome?.textBody).toContain(`    ${link}\n`);
    expect(welcome?.textBody).toContain('Pulse «Enviar código»');
    expect(welcome?.htmlBody).toContain(`<a href="${link.replace('&', '&amp;')}">`);
  });

  it('refuses a second Admin of the module unless asked for; another module is free', async () => {
    await admins().create(person('nurse'), { another: false });
    const before = await written();
    const refused = await refusal(admins().create(person('nurse'), { another: false }));
    expect(refused.exitCode).toBe(1);
    expect(refused.message).toBe(
      'Colegio de Enfermería ya tiene un Administrador. Para crear otro, repita la orden con --otro. No se creó nada.',
    );
    expect(await written()).toEqual(before);

    const second = await admins().create(person('nurse'), { another: true });
    const [account] = await database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, second.accountId));
    expect(account).toMatchObject({ module: 'nurse', role: 'Admin' });
    const third = await refusal(admins().create(person('nurse'), { another: false }));
    expect(third.message).toContain('ya tiene 2 Administradores');
    // The road-medicine module has none yet: its first needs no --otro.
    const vial = await admins().create(person('medicVial'), { another: false });
    expect(vial.passwordUrl).toBe(recoveryLink('medicVial', vial.email));
  });

  it('refuses an e-mail already used, whatever its case, and writes nothing', async () => {
    const first = person('medic');
    await admins().create(first, { another: true });
    const before = await written();
    const again = { ...person('medic'), email: first.email.toUpperCase() };
    const refused = await refusal(admins().create(again, { another: true }));
    expect(refused.exitCode).toBe(1);
    expect(refused.message).toBe(
      `El correo ${again.email} ya pertenece a un usuario: use otro correo. No se creó nada.`,
    );
    expect(await written()).toEqual(before);
  });

  it('two consoles at once for an empty module: one Admin, the other refused', async () => {
    const fresh = await openTestDatabase();
    try {
      const service = createFirstAdmins({
        database: fresh,
        audit: createAuditService(),
        mail: createMailService({
          db: fresh.db,
          transport: undefined,
          from: config.mail.from,
          log: { info: () => {}, warn: () => {}, error: () => {} },
        }),
        passwords: createPasswordHasher(1024),
        publicUrl: 'https://aptovial.example.ve',
      });
      const outcomes = await Promise.allSettled([
        service.create(person('medic'), { another: false }),
        service.create(person('medic'), { another: false }),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(FirstAdminRefused);
      expect(refused?.reason.message).toContain('Colegio de Médicos ya tiene un Administrador');
      expect(await countRows(fresh.db, { accounts, users })).toEqual({ accounts: 1, users: 1 });
    } finally {
      await fresh.close();
    }
  });
});

describe('runFirstAdmin without SMTP', () => {
  const run = async (args: string[], smtpUrl?: string) => {
    const out: string[] = [];
    const err: string[] = [];
    let opened = 0;
    const code = await runFirstAdmin({
      args,
      terminal: { input: process.stdin, output: process.stdout, interactive: false },
      print: (line) => out.push(line),
      warn: (line) => err.push(line),
      settings: {
        ...config,
        publicUrl: 'https://aptovial.example.ve',
        mail: { ...config.mail, smtpUrl },
      },
      open: async () => {
        opened += 1;
        // The test's database stays open for the next test.
        return { ...database, close: async () => {} };
      },
    });
    return { code, out: out.join('\n'), err: err.join('\n'), opened };
  };
  const flags = (module: string, email: string) => [
    '--module',
    module,
    '--email',
    email,
    '--name',
    'Luis',
    '--last-name',
    'Gómez',
    '--cedula',
    'E-81234567',
  ];

  it('prints the way to choose the password once, and nothing secret', async () => {
    const before = await written();
    const done = await run([...flags('medicina-vial', 'luis.vial@ejemplo.ve'), '--otro']);
    expect(done.code, done.err).toBe(0);
    expect(done.err).toBe('');
    const link =
      'https://aptovial.example.ve/Recuperar-contrasena?modulo=medicVial&correo=luis.vial%40ejemplo.ve';
    expect(done.out.split(`\n  ${link}\n`)).toHaveLength(2);
    expect(done.out).toContain('Administrador creado: Luis Gómez <luis.vial@ejemplo.ve>');
    expect(done.out).toContain('Sin SMTP_URL no se envía correo');
    expect(done.out).not.toMatch(/\b\d{6}\b|argon2|contraseña:/);
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'luis.vial@ejemplo.ve'));
    expect(user).toMatchObject({ nationality: 'E', dni: '81234567' });
    expect(await written()).toEqual({
      users: before.users + 1,
      accounts: before.accounts + 1,
      auditEvents: before.auditEvents + 1,
      outbox: before.outbox + 1,
    });
  });

  it('refuses wrong or missing input before opening the database, writing nothing', async () => {
    const before = await written();
    const cases: [string[], string][] = [
      [flags('medico', 'no-es-un-correo'), '--email: Correo electrónico inválido.'],
      [flags('bomberos', 'a@ejemplo.ve'), '--module: módulo desconocido «bomberos»'],
      [[...flags('intt', 'b@ejemplo.ve'), '--state', 'VE-A'], '--state: un Administrador'],
      [flags('medico', 'c@ejemplo.ve').slice(0, 8), 'Falta --cedula (Cédula'],
      [[...flags('medico', 'd@ejemplo.ve'), '--nada'], 'Opción desconocida o sin valor: --nada'],
      [flags('medico', 'e@ejemplo.ve').map((v) => (v === 'E-81234567' ? '12' : v)), '--cedula:'],
    ];
    for (const [args, reason] of cases) {
      const refused = await run(args);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.err).toContain(reason);
      expect(refused.opened).toBe(0);
      expect(refused.out).toBe('');
    }
    expect(await written()).toEqual(before);
  });

  it('with SMTP out of reach, keeps the e-mail in the outbox and prints no link', async () => {
    // Port 9 (discard) has no SMTP server: the connection is refused at once.
    const done = await run(
      [...flags('intt', 'sin.smtp@ejemplo.ve'), '--otro'],
      'smtp://127.0.0.1:9',
    );
    expect(done.code, done.err).toBe(0);
    expect(done.out).toContain('quedó en la bandeja de salida');
    expect(done.out).not.toContain('/Recuperar-contrasena');
    expect(done.err).toContain('no se pudo conectar con el servidor SMTP');
    const [kept] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'sin.smtp@ejemplo.ve'));
    expect(kept).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('refuses a module that has its Admin (exit 1) and writes nothing', async () => {
    const first = await run(flags('enfermeria', 'f@ejemplo.ve'));
    // The nurse college got its Admin in an earlier test.
    expect(first.code).toBe(1);
    expect(first.err).toContain('Colegio de Enfermería ya tiene');
    expect(first.out).toBe('');
  });
});
