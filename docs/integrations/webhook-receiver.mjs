// A minimal AptoVial webhook receiver (docs/integrations/webhooks.md), Node 20, no packages.
// Run: WEBHOOK_SECRET=whsec_... node webhook-receiver.mjs  (listens on PORT, default 8080).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

/** True when `header` (`t=...,v1=...`) signs `body` with `secret` and is under 5 minutes old. */
export function verify(secret, body, header, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parts = Object.fromEntries(
    String(header)
      .split(',')
      .map((part) => part.split('=', 2)),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A receiver that answers 204 to each signed event, once per event id, and 401 otherwise. */
export function receiver(secret, onEvent) {
  const seen = new Set(); // keep this in your database: deliveries come at least once
  return createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (!verify(secret, body, request.headers['aptovial-signature'])) {
        response.writeHead(401).end();
        return;
      }
      const event = JSON.parse(body);
      if (!seen.has(event.id)) {
        seen.add(event.id);
        onEvent(event);
      }
      response.writeHead(204).end();
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const secret = process.env.WEBHOOK_SECRET ?? '';
  receiver(secret, (event) => console.log(event.type, event.serial, event.id)).listen(
    Number(process.env.PORT ?? 8080),
  );
}
