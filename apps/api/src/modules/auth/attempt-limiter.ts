import { randomBytes } from 'node:crypto';
import { luaScript, type SharedCounters } from '../../adapters/redis/link';
import { AppError, waitInMinutes } from '../../errors';

type Settings = { max: number; windowMs: number };
/** The time of the hit that must leave the window before the next try passes; null: allowed. */
type Verdict = { blockingSince: number | null };

/**
 * The sliding window in this process's memory: the hits of the window, newest last, at most
 * `max` kept per key (only the newest `max` decide when the next try passes).
 */
function localAttempts({ max, windowMs }: Settings) {
  const hits = new Map<string, number[]>();
  return (key: string, now: number): Verdict => {
    const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
    recent.push(now);
    hits.set(key, recent);
    if (hits.size > 50_000) hits.delete(hits.keys().next().value ?? key);
    if (recent.length <= max) return { blockingSince: null };
    recent.splice(0, recent.length - max);
    return { blockingSince: recent[0] ?? now };
  };
}

/** The same window in Redis, one atomic script per hit: a sorted set of hit times per key. */
const slidingWindow = luaScript(`
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
local count = redis.call('ZCARD', KEYS[1])
if count <= max then return -1 end
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, count - max - 1)
return tonumber(redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2])`);

/**
 * Counts attempts per key (an e-mail) in a sliding window: it slows guessing against one e-mail
 * from many addresses, which the per-address limit cannot see. With `shared` (REDIS_URL) the
 * hits of every API process count together; while Redis does not answer, and without it, each
 * process counts its own (decision 0026).
 */
export function createAttemptLimiter(settings: Settings & { shared?: SharedCounters | undefined }) {
  const { max, windowMs, shared } = settings;
  const local = localAttempts(settings);

  async function inRedis(key: string, now: number): Promise<Verdict | undefined> {
    if (!shared) return undefined;
    return shared.run(async (redis) => {
      // Two hits in the same millisecond are two members.
      const member = `${now}:${randomBytes(6).toString('base64url')}`;
      const args = [now, windowMs, max, member];
      const blocking = Number(await slidingWindow(redis, [`attempts:${key}`], args));
      return { blockingSince: blocking < 0 ? null : blocking };
    });
  }

  return {
    async hit(key: string, now: number = Date.now()): Promise<void> {
      const { blockingSince } = (await inRedis(key, now)) ?? local(key, now);
      if (blockingSince === null) return;
      // The next try passes once the oldest of the newest max hits has left the window.
      const wait = waitInMinutes(windowMs - (now - blockingSince));
      throw new AppError(
        'RATE_LIMITED',
        `Demasiados intentos para este correo. Intente de nuevo en ${wait.text}.`,
        wait.retry,
      );
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
