import { randomBytes } from 'node:crypto';
import { luaScript, type SharedCounters } from '../../adapters/redis/link';

type Settings = {
  windowMs: number;
  /** Only the newest `keep` marks of a key are kept: enough to tell "past the threshold". */
  keep: number;
  shared?: SharedCounters | undefined;
};

/** One mark in a window: `release` takes it back (a try that turned out not to be a failure). */
export type Mark = { count: number; release(): Promise<void> };

/** Adds a mark in Redis and answers how many the window holds, this one included. */
const addMark = luaScript(`
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local keep = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
local count = redis.call('ZCARD', KEYS[1])
if count > keep then redis.call('ZREMRANGEBYRANK', KEYS[1], 0, count - keep - 1) end
return count`);

/** The same window in this process's memory, for no Redis or a Redis that does not answer. */
function localMarks({ windowMs, keep }: Settings) {
  const marks = new Map<string, { time: number; member: string }[]>();
  return {
    add(key: string, now: number, member: string): number {
      const recent = (marks.get(key) ?? []).filter((mark) => now - mark.time < windowMs);
      recent.push({ time: now, member });
      const count = recent.length;
      marks.set(key, recent.slice(-keep));
      if (marks.size > 50_000) marks.delete(marks.keys().next().value ?? key);
      return count;
    },
    remove(key: string, member: string): void {
      const recent = marks.get(key);
      if (recent)
        marks.set(
          key,
          recent.filter((mark) => mark.member !== member),
        );
    },
  };
}

/**
 * Sign-in failures per key (an e-mail, an address) in a sliding window, counted for every
 * API process in Redis when configured and in this process's memory otherwise or while Redis
 * does not answer (decision 0026). A try is marked before its password is checked, so tries
 * sent together cannot all slip under the threshold; a right password releases its mark.
 */
export function createFailureWindow(settings: Settings) {
  const { windowMs, keep, shared } = settings;
  const local = localMarks(settings);

  async function addShared(key: string, now: number, member: string) {
    if (!shared) return undefined;
    const args = [now, windowMs, keep, member];
    return shared.run(async (redis) => Number(await addMark(redis, [`failures:${key}`], args)));
  }

  async function removeShared(key: string, member: string): Promise<boolean> {
    if (!shared) return false;
    return (await shared.run((redis) => redis.zrem(`failures:${key}`, member))) !== undefined;
  }

  return {
    async mark(key: string, now: number): Promise<Mark> {
      // Two tries in the same millisecond are two marks.
      const member = `${now}:${randomBytes(6).toString('base64url')}`;
      const count = (await addShared(key, now, member)) ?? local.add(key, now, member);
      return {
        count,
        async release() {
          if (!(await removeShared(key, member))) local.remove(key, member);
        },
      };
    },
  };
}
