import http from 'node:http';

/** The line a bare server prints when it listens; the harness parses the port from it. */
export const BARE_READY_LINE = /^BARE_READY (\d+)$/;

/**
 * The whole life of a bare reference server, shared by the mirror and by custom servers (such as
 * a bare `pg` lookup): plain `node:http`, 127.0.0.1 on a free port, ready line, stop on SIGTERM.
 * A custom server script only writes its request handler and calls this.
 */
export function listenAndAnnounce(handler, { onClose } = {}) {
  // Same keep-alive timeout as Fastify's default, so neither side wins by dropping connections.
  const server = http.createServer({ keepAliveTimeout: 72_000 }, handler);
  server.listen(0, '127.0.0.1', () => {
    console.log(`BARE_READY ${server.address().port}`);
  });
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(async () => {
      await onClose?.();
      process.exit(0);
    });
  });
  return server;
}
