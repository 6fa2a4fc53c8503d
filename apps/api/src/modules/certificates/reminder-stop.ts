import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The page that records a stop (web route `stopReminders`). */
export const STOP_PAGE_PATH = '/dejar-de-recibir-recordatorios';

/** The stop is kept by the address's hash alone: lower-cased, trimmed, SHA-256 in hex. */
export const emailHashOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * The one-click "no more reminders" links (decision 0087): the address's hash, signed with an
 * HMAC key derived from the server secret, so only this server makes a link that stops an address
 * and the link carries no address.
 */
export function createStopLinks(secret: Buffer, publicUrl: string) {
  const key = createHmac('sha256', secret).update('aptovial:reminder-stop').digest();
  const signatureOf = (hash: string) =>
    createHmac('sha256', key).update(hash).digest().toString('base64url');
  const base = publicUrl.replace(/\/+$/, '');

  return {
    urlFor(email: string): string {
      const hash = emailHashOf(email);
      return `${base}${STOP_PAGE_PATH}?h=${hash}&s=${signatureOf(hash)}`;
    },
    /** The hash a link stops, or undefined when its signature is not this server's. */
    verify(hash: string, signature: string): string | undefined {
      if (!/^[0-9a-f]{64}$/.test(hash)) return undefined;
      const expected = Buffer.from(signatureOf(hash));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? hash
        : undefined;
    },
  };
}
export type StopLinks = ReturnType<typeof createStopLinks>;
