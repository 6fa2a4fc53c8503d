import type { EmailMessage, MailAttachment, MailTransport } from '../../adapters/mail/types';
import type { Db } from '../../db/client';
import { CODE_PRIORITY, createMailRepo, type OutboxRow } from './repo';

/** The few logger methods the mail module uses; a pino or Fastify logger fits. */
export type MailLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Longer than one send can take with the SMTP adapter's timeouts, so no other sender steals it. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** E-mails sent at once by one process (the SMTP transport pools as many connections). */
export const SEND_LANES = 4;
const MAX_ERROR_LENGTH = 200;

/** 30 s after the first failure, then doubling (1 min, 2 min, ...) up to one hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(failedAttempts - 1, 0), MAX_RETRY_MS);
}

/**
 * What is kept of a failure: the error code and the server's reply, never a message body, and
 * with any password of a connection URL blanked out.
 */
function describeError(error: unknown): string {
  const parts: string[] = [];
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    if (code) parts.push(code);
    parts.push(error.message);
  } else {
    parts.push(String(error));
  }
  const text = parts
    .join(': ')
    .replace(/\/\/[^/@\s]*@/g, '//***@')
    .replace(/\s+/g, ' ');
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/**
 * An error without an SMTP reply (refused, reset, timed out, no DNS): the server was not reached,
 * so the message itself was not refused and must not spend one of its attempts.
 */
export function serverUnreached(error: unknown): boolean {
  return !(
    typeof error === 'object' &&
    error !== null &&
    'responseCode' in error &&
    typeof error.responseCode === 'number'
  );
}

export type SendRun = { sent: number; failed: number; unreached: number };

/**
 * Renders the attachment named by the rest of a reference (`<kind>:<rest>`); registered by the
 * module that owns the kind (the certificates' PDF, decision 0087).
 */
export type AttachmentResolver = (rest: string) => Promise<MailAttachment>;

export type MailServiceDeps = {
  db: Db;
  /** undefined: no SMTP configured, messages stay in the outbox and are printed to the log. */
  transport: MailTransport | undefined;
  from: string;
  log: MailLog;
  clock?: () => Date;
};

export function createMailService({
  db,
  transport,
  from,
  log,
  clock = () => new Date(),
}: MailServiceDeps) {
  const repo = createMailRepo(db);
  const kickListeners = new Set<() => void>();
  const resolvers = new Map<string, AttachmentResolver>();

  /** The row's attachment rendered now; an unknown kind is an error of the row, not of SMTP. */
  async function attachmentsOf(row: OutboxRow): Promise<MailAttachment[] | undefined> {
    if (!row.attachment) return undefined;
    const split = row.attachment.indexOf(':');
    const resolver = resolvers.get(row.attachment.slice(0, split));
    if (split < 0 || !resolver) throw new Error(`adjunto desconocido: ${row.attachment}`);
    return [await resolver(row.attachment.slice(split + 1))];
  }

  function kick(): void {
    for (const listener of kickListeners) listener();
  }

  async function deliver(
    row: OutboxRow,
    mailer: MailTransport,
  ): Promise<'sent' | 'failed' | 'unreached'> {
    // A code's text is kept only while it may still be sent: during an SMTP outage the row waits
    // with its body (decision 0039); once sent, or given up, the body goes (decision 0051).
    const secret = row.priority === CODE_PRIORITY;
    let attachments: MailAttachment[] | undefined;
    try {
      attachments = await attachmentsOf(row);
      await mailer.send({
        from,
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        ...(attachments ? { attachments } : {}),
      });
    } catch (error) {
      // A rendering failure is the message's own: it spends an attempt like a refusal does.
      const rendered = !row.attachment || attachments !== undefined;
      if (rendered && serverUnreached(error)) {
        // Due again at once: the sender pauses on its own, so an outage costs no attempts.
        await repo.release(row.id, clock(), describeError(error));
        return 'unreached';
      }
      const attempts = row.attempts + 1;
      const givingUp = attempts >= MAX_ATTEMPTS;
      const lastError = describeError(error);
      await repo.markFailedAttempt(
        row.id,
        {
          attempts,
          status: givingUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(clock().getTime() + retryDelayMs(attempts)),
          lastError,
        },
        secret && givingUp,
      );
      const details = { outboxId: row.id, attempts, error: lastError };
      if (givingUp)
        log.error(details, 'no se pudo enviar el correo tras varios intentos; se abandona');
      else log.warn(details, 'no se pudo enviar el correo; se reintentará más tarde');
      return 'failed';
    }
    await repo.markSent(row.id, clock(), secret);
    return 'sent';
  }

  return {
    /**
     * Stores the message for the sender; never talks to SMTP, so the caller's request never waits
     * on it. Given a transaction, the message exists only if that transaction commits, and the
     * caller calls `kick()` after the commit; without one, the sender is kicked here.
     */
    async enqueue(message: EmailMessage, tx?: Db): Promise<number> {
      const id = await repo.insert(message, clock(), tx);
      if (!transport) {
        // The only place a message body is logged: with no SMTP, a newcomer reads codes here.
        const { to, subject, text } = message;
        log.info({ to, subject, text }, 'correo guardado en la bandeja de salida (sin SMTP_URL)');
      } else if (!tx) {
        kick();
      }
      return id;
    },

    /**
     * As `enqueue`, for many messages in a few statements (2,000 applicants are not 2,000 round
     * trips). Without SMTP only a summary is logged: these are notices, not codes.
     */
    async enqueueMany(messages: readonly EmailMessage[], tx?: Db): Promise<number> {
      if (messages.length === 0) return 0;
      const queued = await repo.insertMany(messages, clock(), tx);
      if (!transport) {
        const subjects = [...new Set(messages.map((message) => message.subject))];
        log.info(
          { count: queued, subjects },
          'correos guardados en la bandeja de salida (sin SMTP_URL)',
        );
      } else if (!tx) {
        kick();
      }
      return queued;
    },

    /**
     * Sends up to `limit` due messages, oldest first; failures are rescheduled, not thrown.
     * `unreached` counts messages put back untouched because the SMTP server could not be reached.
     */
    async sendDue(limit = 20): Promise<SendRun> {
      const result: SendRun = { sent: 0, failed: 0, unreached: 0 };
      if (!transport) return result;
      let claimed = 0;
      // A failure most often means the SMTP server is away: the run stops there, so the rest of
      // the queue waits for the next run instead of each message spending an attempt on it.
      let halted = false;
      // Several claim-and-send lanes at once (each claim skips rows another holds): one SMTP
      // round trip at a time sent about 15 e-mails a second, too slow to catch up after an outage.
      const lane = async () => {
        while (claimed < limit && !halted) {
          claimed += 1;
          const now = clock();
          const row = await repo.claimNextDue(now, new Date(now.getTime() + CLAIM_LEASE_MS));
          if (!row) return;
          const outcome = await deliver(row, transport);
          result[outcome] += 1;
          if (outcome !== 'sent') halted = true;
        }
      };
      await Promise.all(Array.from({ length: SEND_LANES }, lane));
      if (result.unreached > 0) {
        log.warn({ unreached: result.unreached }, 'no se pudo conectar con el servidor SMTP');
      }
      return result;
    },

    /** Who renders the attachments of `kind` (`<kind>:<rest>` references) when they are sent. */
    resolveAttachments(kind: string, resolver: AttachmentResolver): void {
      resolvers.set(kind, resolver);
    },

    /** Asks the outbox sender (if one runs) to send soon; call it after committing an enqueue. */
    kick,

    /** Used by the outbox sender to hear kicks; returns the unsubscribe function. */
    onKick(listener: () => void): () => void {
      kickListeners.add(listener);
      return () => kickListeners.delete(listener);
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
