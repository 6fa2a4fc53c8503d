import { inject } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../apps/api/src/test/smtp-capture';
import { startAptoVial } from '../../bench/lib/server.mjs';

/**
 * The database of a journey's server: PGlite unless the project runs on PostgreSQL, where each
 * journey file has a fresh copy of the demo database (journey-database.ts), and the global
 * set-up the run's own.
 */
export function databaseEnv(): Record<string, string> {
  const runUrl = process.env.E2E_DATABASE_URL;
  if (!runUrl) return {};
  return { DATABASE_URL: process.env.E2E_JOURNEY_DATABASE_URL || runUrl };
}

/** The stopped first server's DATA_DIR a journey's server starts a copy of (PGlite only). */
export function pgliteTemplate(): string | undefined {
  return inject('pgliteTemplate') || undefined;
}

export type ServerWithMail = { baseUrl: string; smtp: SmtpCapture; stop(): Promise<void> };

/**
 * A built server of its own, on a fresh database with the demo accounts, whose e-mail goes to an
 * in-process SMTP server: the journey reads its one-time codes as a person reads their mail.
 * `env` adds settings (such as a local map tile server's address); a first start on PGlite
 * (migrations and demo data) may need a longer `readyTimeoutMs` on busy shared cores.
 */
export async function startServerWithMail(
  env: Record<string, string> = {},
  readyTimeoutMs = 60_000,
): Promise<ServerWithMail> {
  const smtp = await startSmtpCapture();
  const server: { baseUrl: string; stop(): Promise<void> } = await startAptoVial({
    readyTimeoutMs,
    env: { SMTP_URL: smtp.url, ...databaseEnv(), ...env },
    // A journey that brings its own DATA_DIR (a restart) fills it itself.
    templateDir: env.DATA_DIR ? undefined : pgliteTemplate(),
  });
  return {
    baseUrl: server.baseUrl,
    smtp,
    stop: async () => {
      await server.stop();
      await smtp.close();
    },
  };
}

/** The 6-digit code of the next e-mail to this address. */
export async function nextCode(smtp: SmtpCapture, email: string): Promise<string> {
  const message = await smtp.waitFor(email, (m) => /\b\d{6}\b/.test(m.text), 15_000);
  const code = message.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the e-mail to ${email}`);
  return code;
}
