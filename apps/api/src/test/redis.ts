import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/** The Redis the tests share (a Debian redis-server on this machine, as in CI). */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';
/** A port nothing listens on: a Redis that is down. */
export const CLOSED_REDIS_URL = 'redis://127.0.0.1:1';

/** Whether something answers on Redis's port; tests that need it are skipped otherwise. */
export function redisAnswers(timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 });
    const finish = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/** A key prefix of its own for one test file, so parallel files never count each other's hits. */
export function testRedisConfig(name: string, url = TEST_REDIS_URL): Pick<Config, 'redis'> {
  return { redis: { url, prefix: `test:${name}:${randomUUID()}:` } };
}

/** Deletes every key under a prefix (after a test file). */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A log destination that keeps the server's JSON lines, to read what it said. */
export function logCapture() {
  const lines: { level: number; msg: string }[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    /** How many lines said exactly `msg`. */
    count: (msg: string) => lines.filter((line) => line.msg === msg).length,
  };
}
