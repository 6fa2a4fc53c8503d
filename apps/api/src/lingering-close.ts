import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a refused upload is still read (and dropped) after its answer left. */
export const LINGER_MS = 2_000;
/** Bytes read that way at most: past them the connection is cut even if the client goes on. */
export const LINGER_BYTES = 64 * 1024 * 1024;

const lingering = new WeakSet<Socket>();

/**
 * Closes `socket` the way a refused upload needs: the answer and a FIN go out, then what the
 * client still sends is read and dropped for a while before the socket is destroyed. Destroying
 * it at once (Node's `destroySoon` after a `Connection: close` answer) leaves unread bytes in
 * the kernel, which answers the client's next segment with a reset, and a client mid-upload
 * may lose the 413 it had not read yet.
 */
function lingerOnClose(socket: Socket): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = () => {
    // The HTTP server keeps the read side open after `end` (allowHalfOpen).
    socket.end();
    let read = 0;
    const cut = () => socket.destroy();
    const timer = setTimeout(cut, LINGER_MS);
    timer.unref();
    socket.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > LINGER_BYTES) cut();
    });
    socket.once('end', cut);
    socket.once('close', () => clearTimeout(timer));
    socket.resume();
  };
}

/**
 * A request refused before its body was read (over the body limit, unparseable) is answered
 * with `Connection: close` by Fastify; its socket lingers (docs/decisions/0077-restarts-without-loss.md).
 * An onError hook: it costs nothing on the answers that are not errors.
 */
export function lingerOnRefusedUploads(app: FastifyInstance): void {
  app.addHook('onError', (request, _reply, _error, done) => {
    const socket = request.raw.socket as Socket | null;
    if (socket && !request.raw.complete) lingerOnClose(socket);
    done();
  });
}
