import { AppError } from '../../errors';

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
        const retry = Math.ceil((windowMs - (now - (recent[0] ?? now))) / 60_000);
        throw new AppError(
          'RATE_LIMITED',
          `Demasiados intentos para este correo. Intente de nuevo en ${retry} minutos.`,
        );
      }
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
