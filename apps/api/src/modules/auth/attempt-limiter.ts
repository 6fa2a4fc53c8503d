import { AppError, waitInMinutes } from '../../errors';

/**
 * Counts attempts per key (an e-mail) in a sliding window, in this process's memory: it slows
 * guessing against one e-mail from many addresses, which the per-address limit cannot see.
 */
export function createAttemptLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const hits = new Map<string, number[]>();
  return {
    hit(key: string, now: number = Date.now()): void {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > 50_000) hits.delete(hits.keys().next().value ?? key);
      if (recent.length > max) {
        // The next try passes once all but max - 1 of these hits have left the window.
        const blocking = recent[recent.length - max] ?? now;
        const wait = waitInMinutes(windowMs - (now - blocking));
        throw new AppError(
          'RATE_LIMITED',
          `Demasiados intentos para este correo. Intente de nuevo en ${wait.text}.`,
          wait.retry,
        );
      }
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
