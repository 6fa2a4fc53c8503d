import { spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A Redis server of the bench's own on `port` (Debian's redis-server, nothing kept on disk), so
 * the faults bench can stop and restart it without touching the machine's Redis on 6379.
 */
export async function startPrivateRedis(port) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`);
    const answered = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (answered) return { stop: () => stopped(child) };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not listen on ${port}`);
}

function stopped(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}
