import type { Db } from '../../db/client';

/** One e-mail as the application writes it: always both a plain-text and an HTML body. */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A one-time code, needed within minutes: sent before every queued notice (receipts, news of
   * an operative), which may be many after a busy day of requests. Its text is a secret: the
   * outbox forgets it once sent (decision 0051).
   */
  urgent?: boolean;
  /**
   * A file the sender renders when it sends, named by a reference its resolver knows
   * (`certificate-pdf:<id>`, decision 0087): the outbox keeps the reference, never the bytes.
   */
  attachment?: string;
};

/** A rendered attachment, as the transport sends it. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** The port the outbox sender delivers through; the SMTP adapter implements it. */
export interface MailTransport {
  send(
    message: Omit<EmailMessage, 'attachment'> & { from: string; attachments?: MailAttachment[] },
  ): Promise<void>;
  close(): Promise<void>;
}

/**
 * The port modules queue e-mails through (the mail module's outbox implements it): `enqueue` inside
 * the caller's transaction, so an e-mail leaves only if the write it tells of is committed; `kick`
 * after the commit, so it leaves soon.
 */
export type Mailer = {
  enqueue(message: EmailMessage, tx?: Db): Promise<number>;
  /** Many at once (an operative's notice to its applicants): a few inserts, not one per e-mail. */
  enqueueMany(messages: readonly EmailMessage[], tx?: Db): Promise<number>;
  kick(): void;
};
