import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureHeader } from './webhook-signature';

export type Received = { body: string; signature: string; eventId: string };

/**
 * A real HTTP receiver on 127.0.0.1 whose answer the test sets: 'ok' (204), 'fail' (500),
 * 'slow' (answers after `slowMs`, past the sender's timeout) or 'down' (port closed).
 */
export async function startReceiver(slowMs = 1000) {
  let mode: 'ok' | 'fail' | 'slow' = 'ok';
  const received: Received[] = [];
  let port = 0;
  const handler = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const answer = () => {
        if (mode === 'ok') {
          received.push({
            body,
            signature: String(request.headers['aptovial-signature']),
            eventId: String(request.headers['aptovial-event-id']),
          });
        }
        response.statusCode = mode === 'ok' ? 204 : 500;
        response.end();
      };
      if (mode === 'slow') setTimeout(answer, slowMs).unref();
      else answer();
    });
  });
  const listen = () =>
    new Promise<void>((resolve) => {
      handler.listen(port, '127.0.0.1', () => {
        port = (handler.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    received,
    url: () => `http://127.0.0.1:${port}/hook`,
    set(next: typeof mode) {
      mode = next;
    },
    down: () =>
      new Promise<void>((resolve) => {
        handler.closeAllConnections();
        handler.close(() => resolve());
      }),
    up: listen,
    close: () =>
      new Promise<void>((resolve) => {
        handler.closeAllConnections();
        handler.close(() => resolve());
      }),
  };
}

/** What a receiver does (docs/integrations/webhooks.md): true when `header` signs `body`. */
export function signatureMatches(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureHeader(secret, body, t).split('v1=')[1] ?? '', 'hex');
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
