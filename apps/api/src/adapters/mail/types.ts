/** One e-mail as the application writes it: always both a plain-text and an HTML body. */
export type EmailMessage = { to: string; subject: string; text: string; html: string };

/** The port the outbox sender delivers through; the SMTP adapter implements it. */
export interface MailTransport {
  send(message: EmailMessage & { from: string }): Promise<void>;
  close(): Promise<void>;
}
