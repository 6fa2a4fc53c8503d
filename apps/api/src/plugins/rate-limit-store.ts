import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedCounters } from '../adapters/redis/link';
import { luaScript } from '../adapters/redis/link';

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;
/**
 * What `child` really receives (index.js): the route's merged limit options with `routeInfo`;
 * the package's types describe the route options themselves.
 */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** As many addresses as the plugin's own in-memory store keeps (its LRU of 5,000). */
const LOCAL_KEYS = 5_000;

/**
 * A fixed window per key, as the plugin's in-memory store counts: the first hit opens a window
 * of `windowMs`, every hit in it adds one, and the window's end is the Retry-After.
 */
function localWindows() {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return (key: string, windowMs: number, now = Date.now()): Count => {
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      windows.delete(key); // a renewed key moves to the end: the oldest go first below
      windows.set(key, window);
      if (windows.size > LOCAL_KEYS) windows.delete(windows.keys().next().value ?? key);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  };
}

/** The same fixed window in Redis, atomic: INCR, the expiry set by the hit that opened it. */
const fixedWindow = luaScript(`
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }`);

/**
 * The @fastify/rate-limit store of decision 0026: counts in Redis, so every API process behind
 * the balancer sees the same count; when Redis does not answer, that call counts in this
 * process's own memory (the limit then holds per process, as with no Redis at all).
 */
export function sharedRateLimitStore(shared: SharedCounters): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly local = localWindows();

    // The plugin passes its options first; a route's child gets its own key space.
    constructor(
      _options?: unknown,
      private readonly space = 'rl:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      shared
        .run(async (redis) => {
          const [current, ttl] = (await fixedWindow(redis, [this.space + key], [timeWindow])) as [
            number,
            number,
          ];
          return { current, ttl };
        })
        .then(
          (counted) => callback(null, counted ?? this.local(key, timeWindow)),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method = '', url = '' } = (routeOptions as ChildOptions).routeInfo ?? {};
      return new SharedRateLimitStore(undefined, `rl:${String(method)}${url}:`);
    }
  };
}
