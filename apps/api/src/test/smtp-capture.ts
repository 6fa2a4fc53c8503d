import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

export type CapturedAttachment = { filename: string; contentType: string; content: Buffer };
export type CapturedEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: CapturedAttachment[];
};

export type SmtpCapture = {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  /** Every accepted message, once per envelope recipient, in arrival order. */
  messages: CapturedEmail[];
  /**
   * The first message to `to` (matching `match`) not returned by an earlier call, waiting for
   * it when it has not arrived yet: successive calls walk through a code and its resends.
   */
  waitFor(
    to: string,
    match?: (message: CapturedEmail) => boolean,
    timeoutMs?: number,
  ): Promise<CapturedEmail>;
  /** Refuses the next `count` messages with `responseCode` (451: try again later). */
  failNext(count: number, responseCode?: number): void;
  close(): Promise<void>;
};

type Waiter = { accepts(message: CapturedEmail): boolean; resolve(message: CapturedEmail): void };

/**
 * An SMTP server in this process that keeps what it receives, for API and browser tests: plain
 * SMTP on 127.0.0.1 and a random port, any client accepted without login.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedEmail[] = [];
  const taken = new Set<CapturedEmail>();
  const waiters = new Set<Waiter>();
  let failures: { left: number; responseCode: number } = { left: 0, responseCode: 451 };

  function receive(message: CapturedEmail): void {
    messages.push(message);
    for (const waiter of waiters) {
      if (!taken.has(message) && waiter.accepts(message)) {
        taken.add(message);
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  }

  const server = new SMTPServer({
    authOptional: true,
    // Without STARTTLS no certificate is needed (and smtp-server prints no warning about its own).
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      if (failures.left > 0) {
        failures.left -= 1;
        const error: SMTPServerError = new Error('Servicio no disponible por ahora (prueba)');
        error.responseCode = failures.responseCode;
        stream.on('end', () => callback(error));
        stream.resume();
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            receive({
              to: recipient.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html || '',
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                content: file.content,
              })),
            });
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, match = () => true, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const accepts = (message: CapturedEmail) => message.to === address && match(message);
      const arrived = messages.find((message) => !taken.has(message) && accepts(message));
      if (arrived) {
        taken.add(arrived);
        return Promise.resolve(arrived);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No llegó ningún correo para ${to} en ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter: Waiter = {
          accepts,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        };
        waiters.add(waiter);
      });
    },
    failNext(count, responseCode = 451) {
      failures = { left: count, responseCode };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
