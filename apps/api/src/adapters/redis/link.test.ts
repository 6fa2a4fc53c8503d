import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { dropRedisKeys, redisAnswers, testRedisConfig } from '../../test/redis';
import { openRedisLink, type RedisLog } from './link';

const redisUp = await redisAnswers();
if (!redisUp) console.warn('Redis no responde en 127.0.0.1:6379: se omite la prueba del enlace');

/** A TCP relay to the test Redis that can be cut and restored, as a network outage would. */
function relay() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect({ host: '127.0.0.1', port: 6379 });
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  let port = 0;
  return {
    get port() {
      return port;
    },
    start: () =>
      new Promise<void>((resolve) => {
        server.listen(port, '127.0.0.1', () => {
          port = (server.address() as net.AddressInfo).port;
          resolve();
        });
      }),
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

function recordingLog() {
  const lines: { level: 'info' | 'warn'; msg: string }[] = [];
  const log: RedisLog = {
    info: (_obj, msg) => void lines.push({ level: 'info', msg }),
    warn: (_obj, msg) => void lines.push({ level: 'warn', msg }),
  };
  return { log, lines };
}

describe.skipIf(!redisUp)('the Redis link', () => {
  const { redis } = testRedisConfig('link');
  afterAll(() => dropRedisKeys(redis.prefix));

  it('counts in Redis, answers undefined while it is cut, and logs the outage and the return once', async () => {
    const network = relay();
    await network.start();
    const { log, lines } = recordingLog();
    const link = await openRedisLink({
      url: `redis://127.0.0.1:${network.port}`,
      prefix: redis.prefix,
      log,
    });
    const count = () => link.run((client) => client.incr('hits'));
    try {
      expect([await count(), await count()]).toEqual([1, 2]);
      expect(lines).toEqual([]);

      await network.cut();
      // Every call answers at once with nothing: the caller counts in its own memory.
      expect([await count(), await count(), await count()]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      expect(lines).toEqual([{ level: 'warn', msg: 'Redis no responde: límites por proceso' }]);

      await network.start();
      let counted = await count();
      for (let tries = 0; counted === undefined && tries < 150; tries += 1) {
        await sleep(100);
        counted = await count();
      }
      // The count kept in Redis during the outage is still there.
      expect(counted).toBe(3);
      expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
    } finally {
      link.close();
      await network.cut();
    }
  });
});
