import { spawn } from 'node:child_process';
import { once } from 'node:events';

const STOP_GRACE_MS = 10_000;
const OUTPUT_TAIL_CHARS = 4_000;

/** Children still running, so an interrupted run (Ctrl+C, a crash) does not leave servers behind. */
const running = new Set();

/**
 * Spawns `node <nodeArgs> <script> <args>` (writing `input`, if given, to its stdin) and resolves once a stdout
 * line matches `readyPattern`.
 * Rejects with the child's recent output if it exits first or is not ready in time.
 */
export async function startNodeChild({
  script,
  nodeArgs = [],
  args = [],
  env = process.env,
  cwd,
  input,
  readyPattern,
  timeoutMs,
}) {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd,
    env,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  // A child that dies before reading its input must not crash the run with EPIPE.
  child.stdin?.on('error', () => {});
  child.stdin?.end(input);

  let output = '';
  const remember = (chunk) => {
    output = (output + chunk).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stderr.setEncoding('utf8').on('data', remember);
  child.stdout.setEncoding('utf8');

  try {
    const match = await new Promise((resolve, reject) => {
      let pending = '';
      const timer = setTimeout(
        () => reject(new Error(`not ready after ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      const onData = (chunk) => {
        remember(chunk);
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const found = line.match(readyPattern);
          if (!found) continue;
          clearTimeout(timer);
          child.stdout.off('data', onData);
          // Keep draining stdout so a chatty child never blocks on a full pipe.
          child.stdout.on('data', remember);
          resolve(found);
          return;
        }
      };
      child.stdout.on('data', onData);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`exited before ready (code ${code}, signal ${signal})`));
      });
    });
    return { child, match, readyMs: performance.now() - spawnedAt, output: () => output };
  } catch (error) {
    await stopChild(child);
    const tail = output.trim() ? `\n--- last output of ${script} ---\n${output.trim()}` : '';
    throw new Error(`${script}: ${error.message}${tail}`);
  }
}

/** SIGTERM for a graceful stop; SIGKILL if it has not exited within the grace period. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

export async function stopAllChildren() {
  await Promise.all([...running].map(stopChild));
}
