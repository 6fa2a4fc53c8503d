import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { errorMessages } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { xsrfPair } from './test/xsrf';

// A body over the limit is refused with a 413 the client reads even while it is still sending
// (docs/decisions/0077-restarts-without-loss.md): a real socket, never `inject`, since the
// trouble was the connection closing under a client mid-upload.
const LIMIT = 1024 * 1024;
const CHUNK = 64 * 1024;
const PATH = '/api/preRegister/createPreregister';

type Answer = { status: number; body: string; connection: string | undefined };

/**
 * POSTs `total` bytes in chunks, a few milliseconds apart, so most of the body is still to be
 * sent when the server answers. Rejects on a reset or any error before the answer was read.
 */
function slowUpload(port: number, total: number, chunked: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...xsrfPair() };
    if (!chunked) headers['content-length'] = String(total);
    const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: PATH, headers });
    let answered = false;
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        body += text;
      });
      response.on('end', () => {
        answered = true;
        resolve({
          status: response.statusCode ?? 0,
          body,
          connection: response.headers.connection,
        });
      });
      response.on('error', reject);
    });
    // After the answer, a write refused because the server closed is fine: it said no.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const chunk = Buffer.from(`{"padding":"${'x'.repeat(CHUNK)}`).subarray(0, CHUNK);
    const next = () => {
      if (request.destroyed || answered) return;
      if (sent >= total) return void request.end();
      const piece = chunk.subarray(0, Math.min(CHUNK, total - sent));
      sent += piece.length;
      if (request.write(piece)) setImmediate(next);
      else request.once('drain', next);
    };
    next();
  });
}

describe('a body over the limit', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ bodyLimitBytes: LIMIT });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  for (const times of [2, 50]) {
    for (const chunked of [false, true]) {
      const framing = chunked ? 'chunked' : 'with Content-Length';
      it(`${times}× the limit, ${framing}: the client reads a 413 in Spanish`, async () => {
        const answer = await slowUpload(port, LIMIT * times, chunked);
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({
          statusCode: 413,
          error: 'PAYLOAD_TOO_LARGE',
          message: errorMessages.PAYLOAD_TOO_LARGE,
        });
        // The rest of the upload is not waited for on this connection: it is closed after.
        expect(answer.connection).toBe('close');
      });
    }
  }

  it('after the 413 the server reads what the client still sends instead of resetting', async () => {
    // A raw socket: it keeps sending after the answer, as a slow client that has not read it yet.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const total = LIMIT * 4;
    const pair = xsrfPair();
    socket.write(
      `POST ${PATH} HTTP/1.1\r\nHost: aptovial\r\ncontent-type: application/json\r\n` +
        `cookie: ${pair.cookie}\r\nx-xsrf-token: ${pair['x-xsrf-token']}\r\n` +
        `content-length: ${total}\r\n\r\n`,
    );
    const outcome = await new Promise<{ answer: string; failure?: string }>((resolve) => {
      let answer = '';
      let after = 0;
      socket.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ answer, failure: error.code }),
      );
      socket.on('data', (text) => {
        answer += text;
      });
      const piece = Buffer.alloc(CHUNK, 'x');
      const next = () => {
        if (socket.destroyed) return;
        // Twenty more pieces after the answer came, a few milliseconds apart.
        if (answer.includes('\r\n\r\n')) after += 1;
        if (after > 20) return resolve({ answer });
        socket.write(piece);
        setTimeout(next, 5);
      };
      next();
    });
    socket.destroy();
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.failure).toBeUndefined();
  });

  it('the server still answers once the oversized uploads are refused', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(answer.status).toBe(200);
  });
});
