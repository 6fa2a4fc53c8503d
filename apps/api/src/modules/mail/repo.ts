import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { EmailMessage } from '../../adapters/mail/types';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** The priority of a one-time code (EmailMessage `urgent`): its body is a secret. */
export const CODE_PRIORITY = 0;
/** What is left of a code's message once it is sent or given up: the envelope alone. */
const noBody = { textBody: '', htmlBody: '' };

/** Queries of the e-mail outbox; delivery rules live in the service. */
export function createMailRepo(db: Db) {
  return {
    /** `executor` is the caller's transaction, so the row commits or rolls back with its change. */
    async insert(message: EmailMessage, now: Date, executor: Db = db): Promise<number> {
      const [row] = await executor
        .insert(emailOutbox)
        .values({
          recipient: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          nextAttemptAt: now,
          priority: message.urgent ? CODE_PRIORITY : 1,
          attachment: message.attachment ?? null,
        })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('La bandeja de salida no devolvió el id del correo');
      return row.id;
    },

    /** As `insert`, for many messages: one statement per chunk of rows; answers how many. */
    async insertMany(
      messages: readonly EmailMessage[],
      now: Date,
      executor: Db = db,
    ): Promise<number> {
      const CHUNK = 1000;
      for (let start = 0; start < messages.length; start += CHUNK) {
        await executor.insert(emailOutbox).values(
          messages.slice(start, start + CHUNK).map((message) => ({
            recipient: message.to,
            subject: message.subject,
            textBody: message.text,
            htmlBody: message.html,
            nextAttemptAt: now,
            priority: message.urgent ? CODE_PRIORITY : 1,
            attachment: message.attachment ?? null,
          })),
        );
      }
      return messages.length;
    },

    /**
     * Takes the most urgent, then oldest, due message and hides it from other senders until `leaseUntil`, in one
     * statement: SKIP LOCKED lets concurrent API processes each take a different row instead of
     * waiting on (or sending) the same one. A sender that dies mid-send leaves the row due again
     * once the lease ends, so a message may repeat but is never lost.
     */
    async claimNextDue(now: Date, leaseUntil: Date): Promise<OutboxRow | undefined> {
      const due = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.priority), asc(emailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(emailOutbox)
        .set({ nextAttemptAt: leaseUntil })
        .where(inArray(emailOutbox.id, due))
        .returning();
      return row;
    },

    /** `forgetBody`: a one-time code's text is not kept once it left (decision 0051). */
    async markSent(id: number, sentAt: Date, forgetBody: boolean): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt, lastError: null, ...(forgetBody ? noBody : {}) })
        .where(eq(emailOutbox.id, id));
    },

    /** Ends a claim without counting an attempt: the message is due again at `dueAt`. */
    async release(id: number, dueAt: Date, lastError: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ nextAttemptAt: dueAt, lastError })
        .where(eq(emailOutbox.id, id));
    },

    async markFailedAttempt(
      id: number,
      attempt: {
        attempts: number;
        status: 'pending' | 'failed';
        nextAttemptAt: Date;
        lastError: string;
      },
      forgetBody = false,
    ): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ ...attempt, ...(forgetBody ? noBody : {}) })
        .where(eq(emailOutbox.id, id));
    },
  };
}
