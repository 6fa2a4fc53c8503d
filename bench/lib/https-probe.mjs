import { spawnSync } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';

/**
 * One request to nginx over https, trusting only the test CA, from `localAddress` (any
 * 127.0.0.0/8 address on Linux): the client address nginx sees and passes on.
 */
export function httpsGet({ port, host, ca, path, headers = {}, localAddress = '127.0.0.1' }) {
  return new Promise((resolve, reject) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        servername: host,
        port,
        path,
        ca,
        localAddress,
        agent: false,
        headers: { host: `${host}:${port}`, ...headers },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.once('error', reject);
  });
}

/** A plain-http request to nginx's port 80 stand-in. */
export function httpGet({ port, host, path }) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent: false, headers: { host: `${host}:${port}` } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers }),
        );
      },
    );
    request.once('error', reject);
  });
}

/** The protocol the TLS handshake agrees on when the client offers HTTP/2 first. */
export function negotiatedProtocol({ port, host, ca }) {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(
      { host: '127.0.0.1', port, servername: host, ca, ALPNProtocols: ['h2', 'http/1.1'] },
      () => {
        const protocol = socket.alpnProtocol;
        socket.end();
        resolve(protocol);
      },
    );
    socket.once('error', reject);
  });
}

/** The client addresses in the rate-limit keys of `prefix` (`<prefix>rl:<route>:<address>`). */
export function limitKeyAddresses(redisUrl, prefix) {
  const result = spawnSync('redis-cli', ['-u', redisUrl, '--scan', '--pattern', `${prefix}rl:*`], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`redis-cli --scan: ${result.stderr}`);
  const keys = result.stdout.split('\n').filter(Boolean);
  return keys.map((key) => ({ key, address: key.slice(key.lastIndexOf(':') + 1) }));
}

/** Deletes the run's keys (its own prefix) from the shared Redis. */
export function dropRedisKeys(redisUrl, prefix) {
  const scan = spawnSync('redis-cli', ['-u', redisUrl, '--scan', '--pattern', `${prefix}*`], {
    encoding: 'utf8',
  });
  const keys = scan.stdout.split('\n').filter(Boolean);
  if (keys.length > 0) spawnSync('redis-cli', ['-u', redisUrl, 'del', ...keys]);
  return keys.length;
}
