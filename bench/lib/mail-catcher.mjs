import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server for the bench: AptoVial e-mails its one-time codes here, so a scenario can
 * sign in as a person would. Listens on 127.0.0.1 only.
 */
export async function startMailCatcher({ port: wanted = 0 } = {}) {
  const waiting = [];
  const inbox = [];
  // Every subject received, codes included (the scale-out bench counts deliveries by subject).
  const subjects = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          const message = { to: mail.to?.text ?? '', text: mail.text ?? '' };
          inbox.push(message);
          subjects.push(mail.subject ?? '');
          for (const waiter of waiting.splice(0)) waiter();
          done();
        },
        (error) => done(error),
      );
    },
  });
  // A sender killed mid-conversation resets its connection: not the catcher's failure.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.server.address();

  // A code is read once: the same person signing in again waits for the new e-mail instead of
  // reading the code of the previous sign-in, which the server no longer accepts.
  async function codeFor(email, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const index = inbox.findLastIndex((m) => m.to.includes(email));
      const code = inbox[index]?.text.match(/\b(\d{6})\b/)?.[1];
      if (code) {
        const read = inbox.slice(0, index + 1).filter((m) => m.to.includes(email));
        for (const message of read) inbox.splice(inbox.indexOf(message), 1);
        return code;
      }
      await new Promise((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 500);
      });
    }
    throw new Error(`no code e-mailed to ${email} within ${timeoutMs} ms`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    codeFor,
    subjects: () => [...subjects],
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
