import { z } from 'zod';
import { AppError } from '../../errors';
import type { KeySecrets } from './secrets';

/** Where a reader stands: after the event (xid, id); the start is (0, 0). */
export type FeedPosition = { xid: string; id: number };
export const FEED_START: FeedPosition = { xid: '0', id: 0 };

const payloadSchema = z.strictObject({
  x: z.string().regex(/^\d{1,20}$/),
  i: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  k: z.number().int().positive(),
  t: z.number().int().positive(),
});

const refused = (message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ field: 'cursor', message }]);

/**
 * The feed's opaque cursor: base64url of the position, the key it was given to and when, sealed
 * with the server's HMAC, so a forged one, another key's, or one past its lifetime is a 400.
 */
export function createFeedCursors(secrets: KeySecrets, lifetimeMs: number, clock: () => Date) {
  return {
    encode(position: FeedPosition, apiKeyId: number): string {
      const t = Math.floor(clock().getTime() / 1000);
      const text = Buffer.from(
        JSON.stringify({ x: position.xid, i: position.id, k: apiKeyId, t }),
      ).toString('base64url');
      return `${text}.${secrets.seal(text)}`;
    },
    decode(cursor: string | undefined, apiKeyId: number): FeedPosition {
      if (cursor === undefined) return FEED_START;
      const [text = '', seal = '', ...rest] = cursor.split('.');
      if (rest.length > 0 || seal !== secrets.seal(text)) {
        throw refused('El cursor no es válido: use el que devolvió la última consulta.');
      }
      const payload = payloadSchema.safeParse(
        (() => {
          try {
            return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
          } catch {
            return undefined;
          }
        })(),
      );
      if (!payload.success) throw refused('El cursor no es válido.');
      if (payload.data.k !== apiKeyId) throw refused('El cursor pertenece a otra clave de API.');
      if (clock().getTime() - payload.data.t * 1000 > lifetimeMs) {
        throw refused('El cursor expiró: vuelva a leer desde el principio.');
      }
      return { xid: payload.data.x, id: payload.data.i };
    },
  };
}
export type FeedCursors = ReturnType<typeof createFeedCursors>;
