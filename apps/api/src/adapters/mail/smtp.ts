import { lazyPackage } from '../../lazy-package';
import type { MailTransport } from './types';

// Loaded only when SMTP is configured: the embedded default keeps mail in the outbox.
const nodemailer = lazyPackage<typeof import('nodemailer')>('nodemailer');

// Nodemailer waits up to 2 minutes to connect and 10 minutes on an idle socket by default; a
// slow server would hold the outbox sender that long. Query parameters of SMTP_URL still win.
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

/** Sends over the SMTP server of `url` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(url: string, connections = 1): MailTransport {
  const transporter = nodemailer().createTransport({
    url,
    // Kept-open connections, one per sending lane of the outbox (mail/service.ts SEND_LANES).
    pool: true,
    maxConnections: connections,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // Messages carry inline text, HTML and in-memory attachments; never let one pull in a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send({ from, to, subject, text, html, attachments }) {
      await transporter.sendMail({
        from,
        to,
        subject,
        text,
        html,
        ...(attachments ? { attachments } : {}),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
