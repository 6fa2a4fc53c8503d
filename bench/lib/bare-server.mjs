import { fileURLToPath } from 'node:url';
import { BARE_READY_LINE } from './bare-listen.mjs';
import { startNodeChild, stopChild } from './child.mjs';

const MIRROR_SCRIPT = fileURLToPath(new URL('./bare-mirror-child.mjs', import.meta.url));
const BARE_READY_TIMEOUT_MS = 15_000;

/**
 * Starts a bare reference server in its own process, so it never shares an event loop (or a
 * core's time slices within one process) with the load generator.
 */
export async function startBareServer({ script, env, input }) {
  const started = await startNodeChild({
    script,
    env: { ...process.env, ...env },
    input,
    readyPattern: BARE_READY_LINE,
    timeoutMs: BARE_READY_TIMEOUT_MS,
  });
  return {
    name: 'bare node:http',
    baseUrl: `http://127.0.0.1:${started.match[1]}`,
    pid: started.child.pid,
    stop: () => stopChild(started.child),
  };
}

/** A bare server answering the recorded responses, keyed by `"<METHOD> <path>"`. */
export function startMirrorServer(recordedByRoute) {
  const recorded = Object.fromEntries(
    Object.entries(recordedByRoute).map(([route, { status, contentType, body }]) => [
      route,
      { status, contentType, bodyBase64: body.toString('base64') },
    ]),
  );
  return startBareServer({ script: MIRROR_SCRIPT, input: JSON.stringify(recorded) });
}
