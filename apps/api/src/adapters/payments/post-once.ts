import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

/**
 * How one POST to the bank ended. The line that matters for money is between `not_sent` (the
 * connection never opened, so the bank cannot have acted) and the rest (it may have).
 */
export type PostOutcome =
  | { kind: 'answered'; status: number; headers: IncomingHttpHeaders; body: string }
  | { kind: 'not_sent' }
  | { kind: 'timeout' }
  /** The connection broke after opening, or the answer was too large to be the bank's. */
  | { kind: 'broken' };

const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * Sends one POST and reads its answer within `timeoutMs` in all (connect, send, answer). Exactly
 * one attempt on a fresh connection: no agent pool (a pooled socket the bank already closed would
 * fail a charge it never saw) and no retry of any kind, here or below.
 */
export function postOnce(
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<PostOutcome> {
  const secure = url.protocol === 'https:';
  const send = secure ? https.request : http.request;
  return new Promise((resolve) => {
    let settled = false;
    let connected = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const failed = () => finish(connected ? { kind: 'broken' } : { kind: 'not_sent' });

    const request = send(url, {
      method: 'POST',
      agent: false,
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
    });
    const timer = setTimeout(() => {
      finish(connected ? { kind: 'timeout' } : { kind: 'not_sent' });
      request.destroy();
    }, timeoutMs);

    request.on('socket', (socket) => {
      // The body is written only once the (TLS) connection is up: before that, nothing left.
      if (!socket.connecting) connected = true;
      else socket.once(secure ? 'secureConnect' : 'connect', () => (connected = true));
    });
    request.on('error', failed);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          finish({ kind: 'broken' });
          request.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', failed);
      response.on('aborted', failed);
      response.on('end', () =>
        finish({
          kind: 'answered',
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.end(body);
  });
}
