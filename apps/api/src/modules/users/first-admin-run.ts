import { createSmtpTransport } from '../../adapters/mail/smtp';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { EmbeddedDatabaseHeld, openConsoleDatabase } from '../../db/console-database';
import { createAuditService } from '../audit/service';
import { createPasswordHasher } from '../auth/passwords';
import { createMailService, type MailLog, type MailService } from '../mail/service';
import { type CreatedAdmin, createFirstAdmins } from './first-admin';
import { FirstAdminRefused, moduleNames, parseFirstAdminArgs, USAGE } from './first-admin-input';
import { completeFirstAdmin, type Terminal } from './first-admin-prompt';

type Settings = Pick<Config, 'mail' | 'publicUrl' | 'passwordHashMemoryKib'>;
export type FirstAdminRun = {
  args: readonly string[];
  terminal: Terminal;
  /** Lines for the operator (stdout) and refusals and warnings (stderr). */
  print: (line: string) => void;
  warn: (line: string) => void;
  settings: Settings;
  /** Opened only once the input is complete and right: a wrong command opens nothing. */
  open: () => Promise<Database>;
};

/** Outbox runs the command makes before leaving the rest to the server's sender. */
const SEND_ROUNDS = 5;
const SEND_BATCH = 20;

/**
 * `npm run admin:create` (decision 0075): reads the flags, asks for what is missing, creates the
 * Admin and sends (or, with no SMTP, prints) the way to choose the password. Answers the exit code.
 */
export async function runFirstAdmin(run: FirstAdminRun): Promise<number> {
  const { print, warn, settings } = run;
  let database: Database | undefined;
  const transport = settings.mail.smtpUrl ? createSmtpTransport(settings.mail.smtpUrl) : undefined;
  try {
    const args = parseFirstAdminArgs(run.args);
    if (args.help) {
      print(USAGE);
      return 0;
    }
    const input = await completeFirstAdmin(args.values, run.terminal);
    database = await run.open();
    const mail = createMailService({
      db: database.db,
      transport,
      from: settings.mail.from,
      log: consoleLog(warn),
    });
    const admins = createFirstAdmins({
      database,
      audit: createAuditService(),
      mail,
      passwords: createPasswordHasher(settings.passwordHashMemoryKib),
      publicUrl: settings.publicUrl,
    });
    const admin = await admins.create(input, { another: args.another });
    print(
      `Administrador creado: ${input.names} ${input.lastNames} <${admin.email}>, ` +
        `${moduleNames[input.module]} (cuenta ${admin.accountId}).`,
    );
    if (transport) print(await sendWelcome(mail, admin));
    else printTheWay(print, admin);
    return 0;
  } catch (error) {
    if (!(error instanceof FirstAdminRefused)) throw error;
    warn(error.message);
    return error.exitCode;
  } finally {
    await transport?.close();
    await database?.close();
  }
}

/** Sends what the outbox holds now, the welcome e-mail among it; the server retries a failure. */
async function sendWelcome(mail: MailService, admin: CreatedAdmin): Promise<string> {
  for (let round = 0; round < SEND_ROUNDS; round += 1) {
    const { sent, failed, unreached } = await mail.sendDue(SEND_BATCH);
    if (failed + unreached > 0) break;
    if (sent < SEND_BATCH) {
      return `Se envió a ${admin.email} el correo con el enlace para elegir su contraseña.`;
    }
  }
  return (
    `El correo para ${admin.email} no salió ahora: quedó en la bandeja de salida y el servidor ` +
    'de AptoVial lo enviará en cuanto alcance el servidor SMTP (revise SMTP_URL).'
  );
}

/** With no SMTP, the only copy of the way in: printed here once, never logged. */
function printTheWay(print: (line: string) => void, admin: CreatedAdmin): void {
  print('Sin SMTP_URL no se envía correo. Para elegir su contraseña, esa persona abre');
  print(`  ${admin.passwordUrl}`);
  print(
    'y pulsa «Enviar código»; con el servidor en marcha, el código de recuperación aparece en el ' +
      'registro del servidor.',
  );
}

/**
 * The outbox's log on the console: with no SMTP its info line would repeat the e-mail's text, so
 * only warnings and errors are shown, as their Spanish sentence.
 */
function consoleLog(warn: (line: string) => void): MailLog {
  return { info: () => {}, warn: (_obj, msg) => warn(msg), error: (_obj, msg) => warn(msg) };
}

/** The server's database for the command; a held embedded one is refused like wrong input. */
export async function openServerDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  migrations: string,
): Promise<Database> {
  try {
    return await openConsoleDatabase(config, migrations);
  } catch (error) {
    if (error instanceof EmbeddedDatabaseHeld) throw new FirstAdminRefused(error.message, 2);
    throw error;
  }
}
