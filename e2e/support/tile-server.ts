import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A 1×1 light-grey PNG: any tile the map asks for.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

export type TileServer = { url: string; requested(): number; close(): Promise<void> };

/**
 * A local map tile server (the journeys reach no outside network): answers every
 * `/tiles/{z}/{x}/{y}.png` with one small PNG and counts what the map asked for.
 */
export async function startTileServer(): Promise<TileServer> {
  let count = 0;
  const server: Server = createServer((request, response) => {
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    count += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    response.end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    requested: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
