import { readdirSync } from 'node:fs';
import path from 'node:path';
import { httpGet, httpsGet, limitKeyAddresses, negotiatedProtocol } from './https-probe.mjs';
import { WEB_DIST } from './https-stack.mjs';

/** A hashed script of the build that has .br and .gz copies beside it. */
function precompressedAsset() {
  const folder = path.join(WEB_DIST, 'assets');
  const files = new Set(readdirSync(folder));
  const name = [...files].find(
    (file) => file.endsWith('.js') && files.has(`${file}.br`) && files.has(`${file}.gz`),
  );
  if (!name) throw new Error('no .js asset with .br and .gz copies in apps/web/dist/assets');
  return `/assets/${name}`;
}

/** What nginx itself does: redirect, HTTP/2, assets, cache headers, the app's pages, /api. */
export async function checkServing({ port, host, ca, httpPort, record }) {
  const target = { port, host, ca };
  const redirect = await httpGet({ port: httpPort, host, path: '/Login?x=1' });
  const expected = `https://${host}:${port}/Login?x=1`;
  record(
    'http -> https',
    redirect.status === 301 && redirect.headers.location === expected,
    `${redirect.status} ${redirect.headers.location}`,
  );

  const untrusted = await httpsGet({ port, host, path: '/' }).then(
    () => 'accepted',
    (error) => error.code,
  );
  record('certificate refused without the test CA', untrusted !== 'accepted', untrusted);

  const protocol = await negotiatedProtocol(target);
  record('HTTP/2 offered (ALPN)', protocol === 'h2', String(protocol));

  const asset = precompressedAsset();
  for (const encoding of ['br', 'gzip']) {
    const answer = await httpsGet({
      ...target,
      path: asset,
      headers: { 'accept-encoding': encoding },
    });
    const cache = String(answer.headers['cache-control']);
    record(
      `asset ${encoding}`,
      answer.status === 200 &&
        answer.headers['content-encoding'] === encoding &&
        cache.includes('immutable'),
      `${answer.status}, content-encoding ${answer.headers['content-encoding']}, ${cache}, vary ${answer.headers.vary}`,
    );
  }

  for (const page of ['/', '/index.html', '/Buscar-certificado-medicos?serial=1']) {
    const answer = await httpsGet({ ...target, path: page });
    const html = answer.body.toString('utf8');
    record(
      `page ${page}`,
      answer.status === 200 &&
        answer.headers['cache-control'] === 'no-cache' &&
        html.includes('name="aptovial-mode"') &&
        Boolean(answer.headers['content-security-policy']),
      `${answer.status}, cache-control ${answer.headers['cache-control']}, CSP ${answer.headers['content-security-policy'] ? 'yes' : 'no'}`,
    );
  }

  const health = await httpsGet({ ...target, path: '/api/health' });
  record(
    '/api through the upstream',
    health.status === 200 &&
      String(health.headers['strict-transport-security']).includes('max-age'),
    `${health.status}, HSTS ${health.headers['strict-transport-security']} (the API saw https)`,
  );
  const missing = await httpsGet({ ...target, path: '/api/no-such-route' });
  record(
    "unknown /api path is the API's JSON 404",
    missing.status === 404 && missing.body.toString().startsWith('{'),
    `${missing.status}`,
  );
}

const LIMITED = '/api/captcha/challenge';
const SPOOFED = '203.0.113.7';

/**
 * The per-address limit counts the client nginx saw: two requests from 127.0.0.2 (the second
 * claiming another address in X-Forwarded-For and X-Real-IP) share one count, 127.0.0.3 has its
 * own, and the browser's sign-ins are counted under 127.0.0.1; no key holds the planted address.
 */
export async function checkAddresses({ port, host, ca, redisUrl, prefix, record }) {
  const target = { port, host, ca, path: LIMITED };
  const remaining = (answer) => Number(answer.headers['x-ratelimit-remaining']);
  const first = await httpsGet({ ...target, localAddress: '127.0.0.2' });
  const spoofed = await httpsGet({
    ...target,
    localAddress: '127.0.0.2',
    headers: { 'x-forwarded-for': SPOOFED, 'x-real-ip': SPOOFED },
  });
  const other = await httpsGet({ ...target, localAddress: '127.0.0.3' });
  record(
    'limit counts the connecting address, not a planted header',
    remaining(spoofed) === remaining(first) - 1 && remaining(other) === remaining(first),
    `127.0.0.2: ${remaining(first)} left, then ${remaining(spoofed)} with X-Forwarded-For ${SPOOFED}; 127.0.0.3: ${remaining(other)} left`,
  );
  const keys = limitKeyAddresses(redisUrl, prefix);
  const addresses = [...new Set(keys.map((key) => key.address))].sort();
  const signIn = keys.find((key) => key.key.includes('sign-in'));
  record(
    'Redis limit keys hold client addresses only',
    !addresses.includes(SPOOFED) &&
      addresses.includes('127.0.0.2') &&
      addresses.includes('127.0.0.3') &&
      signIn?.address === '127.0.0.1',
    `addresses ${addresses.join(', ')}; the browser's sign-ins under ${signIn?.address}`,
  );
}

/**
 * Passive health checks: with one API process stopped, every read still answers (nginx moves to
 * the other on a refused connection and leaves the stopped one out for fail_timeout).
 */
export async function checkFailover({ port, host, ca, stack, record }) {
  await stack.stopApi(1);
  const statuses = [];
  for (let index = 0; index < 8; index += 1) {
    statuses.push((await httpsGet({ port, host, ca, path: '/api/health' })).status);
  }
  const log = await stack.errorLog();
  const noticed =
    /connect\(\) failed \(111: Connection refused\) while connecting to upstream/.test(log);
  record(
    'one API process down: reads still answered',
    statuses.every((status) => status === 200) && noticed,
    `${statuses.join(' ')}; nginx logged the refused connection: ${noticed}`,
  );
}
