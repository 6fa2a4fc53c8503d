import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** `avk_<10 hex: the key's public prefix>_<43 base64url: 256 random bits>`. */
const KEY_SHAPE = /^(avk_[0-9a-f]{10})_[A-Za-z0-9_-]{43}$/;

/**
 * Everything derived from the server's integration secret (decisions 0085, 0086). A key carries
 * 256 random bits, so one HMAC-SHA256 is as safe as a slow hash and costs microseconds per call.
 * A webhook's signing secret is derived from the key's prefix rather than stored: nothing to
 * decrypt, nothing more to leak than the server secret already guards.
 */
export function createKeySecrets(serverSecret: string) {
  const mac = (label: string, value: string) =>
    createHmac('sha256', serverSecret).update(`${label}\u0000${value}`).digest();
  return {
    newKey(): { prefix: string; key: string } {
      const prefix = `avk_${randomBytes(5).toString('hex')}`;
      return { prefix, key: `${prefix}_${randomBytes(32).toString('base64url')}` };
    },
    /** The prefix of a well-formed key (where to look it up), else undefined. */
    prefixOf(key: string): string | undefined {
      return KEY_SHAPE.exec(key)?.[1];
    },
    hash(key: string): string {
      return mac('api-key', key).toString('base64url');
    },
    matches(key: string, storedHash: string): boolean {
      const given = Buffer.from(this.hash(key));
      const stored = Buffer.from(storedHash);
      return given.length === stored.length && timingSafeEqual(given, stored);
    },
    signingSecret(prefix: string): string {
      return `whsec_${mac('webhook', prefix).toString('base64url')}`;
    },
    /** A cursor's seal: 128 bits of HMAC over its text. */
    seal(text: string): string {
      return mac('feed-cursor', text).subarray(0, 16).toString('base64url');
    },
  };
}
export type KeySecrets = ReturnType<typeof createKeySecrets>;
