import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/** The logger methods the link uses; a pino or Fastify logger fits. */
export type RedisLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

/**
 * What the limits are given (decision 0026): counters in Redis while it answers. `run` answers
 * undefined when Redis is down or a command fails, and the caller then counts in its own memory:
 * a request never waits for a Redis that is not there, and never fails because of it.
 */
export type SharedCounters = {
  run<T>(work: (redis: Redis) => Promise<T>): Promise<T | undefined>;
};

export type RedisLink = SharedCounters & { close(): void };

const DOWN = 'Redis no responde: límites por proceso';
const BACK = 'Redis responde de nuevo: límites compartidos entre procesos';

type Options = {
  url: string;
  /** Prefix of every key (REDIS_PREFIX); tests give each file its own. */
  prefix: string;
  log: RedisLog;
  /** How long start-up waits for the first connection before going on without it. */
  readyTimeoutMs?: number;
};

/**
 * One client per process, opened at start-up. A command while disconnected fails at once (no
 * offline queue, no retries per request) and one that hangs fails after half a second; the
 * client reconnects in the background for as long as the process lives.
 */
export async function openRedisLink({ url, prefix, log, readyTimeoutMs = 1_000 }: Options) {
  const client = new Redis(url, {
    keyPrefix: prefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 250, 5_000),
  });
  // One warning per outage and one notice when it ends, not one line per request.
  let shared = true;
  const down = (error: unknown) => {
    if (!shared) return;
    shared = false;
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, DOWN);
  };
  const back = () => {
    if (shared) return;
    shared = true;
    log.info({}, BACK);
  };
  // Without a listener, ioredis prints every failed reconnection; the outage is logged once above.
  client.on('error', down);
  client.on('ready', back);
  await firstConnection(client, readyTimeoutMs);
  if (client.status !== 'ready') down(new Error(`sin conexión con ${redactedUrl(url)}`));

  const link: RedisLink = {
    async run(work) {
      if (client.status !== 'ready') {
        down(new Error(`conexión ${client.status}`));
        return undefined;
      }
      try {
        const result = await work(client);
        back();
        return result;
      } catch (error) {
        down(error);
        return undefined;
      }
    },
    close: () => client.disconnect(),
  };
  return link;
}

function firstConnection(client: Redis, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    client.once('ready', done);
    client.once('error', done);
  });
}

/** The URL without its password, for the log. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * A Lua script run by its SHA-1 (EVALSHA), sent whole only when the server does not know it yet
 * (after a restart): one round trip, and the counting is atomic on the server.
 */
export function luaScript(lua: string) {
  const sha = createHash('sha1').update(lua).digest('hex');
  return async (redis: Redis, keys: string[], args: (string | number)[]): Promise<unknown> => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(lua, keys.length, ...keys, ...args);
    }
  };
}
