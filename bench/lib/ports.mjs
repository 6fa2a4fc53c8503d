import net from 'node:net';

/** A TCP port free on 127.0.0.1 now (for servers that need their port before they start). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
