// `node deploy/render-nginx.mjs --server-name aptovial.example --certificate ... > site.conf`:
// fills the placeholders of deploy/nginx/aptovial.conf (docs/operations.md). The bench
// (bench/https-deploy.mjs) and the rendering test render the same file through renderSite.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const SITE_TEMPLATE = fileURLToPath(new URL('./nginx/aptovial.conf', import.meta.url));

/** Debian 12's libnginx-mod-http-brotli-static installs the module here. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const DEFAULTS = {
  httpPort: 80,
  httpsPort: 443,
  apiPorts: [3001, 3002],
  webRoot: '/srv/aptovial/app/apps/web/dist',
  // Debian's default site serves this folder on port 80: certbot --webroot writes there for the
  // first certificate, and the rendered site keeps serving its challenges for the renewals.
  acmeRoot: '/var/www/html',
};

/** Paths go into the file unquoted: a space or a semicolon would end the directive. */
function assertPlain(name, value) {
  if (!/^[A-Za-z0-9._/@:+-]+$/.test(value)) {
    throw new Error(`${name}: solo letras, cifras y . _ / @ : + - (recibido "${value}")`);
  }
}

/**
 * The site file for these settings. `brotli`: serve the build's .br copies (needs the module);
 * left out, it follows whether the module is installed on this machine.
 */
export function renderSite(settings, template = readFileSync(SITE_TEMPLATE, 'utf8')) {
  const s = { ...DEFAULTS, ...settings };
  for (const name of ['serverName', 'certificate', 'certificateKey', 'webRoot', 'acmeRoot']) {
    if (!s[name]) throw new Error(`falta ${name}`);
    assertPlain(name, String(s[name]));
  }
  const ports = [s.httpPort, s.httpsPort, ...s.apiPorts].map(Number);
  if (s.apiPorts.length === 0 || ports.some((port) => !Number.isInteger(port) || port < 1)) {
    throw new Error('los puertos deben ser enteros positivos y hace falta al menos un proceso');
  }
  const brotli = s.brotli ?? existsSync(BROTLI_MODULE);
  const values = {
    SERVER_NAME: s.serverName,
    HTTP_PORT: String(s.httpPort),
    HTTPS_PORT: String(s.httpsPort),
    HTTPS_ORIGIN: Number(s.httpsPort) === 443 ? 'https://$host' : `https://$host:${s.httpsPort}`,
    CERTIFICATE: s.certificate,
    CERTIFICATE_KEY: s.certificateKey,
    WEB_ROOT: s.webRoot,
    ACME_ROOT: s.acmeRoot,
    API_SERVERS: s.apiPorts
      .map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`)
      .join('\n'),
    BROTLI: brotli
      ? 'brotli_static on;'
      : '# brotli_static on;  (apt-get install libnginx-mod-http-brotli-static)',
  };
  const rendered = template.replace(/@@([A-Z_]+)@@/g, (whole, name) => {
    if (!(name in values)) throw new Error(`marcador desconocido ${whole}`);
    return values[name];
  });
  return rendered;
}

function main() {
  const { values } = parseArgs({
    options: {
      'server-name': { type: 'string' },
      certificate: { type: 'string' },
      'certificate-key': { type: 'string' },
      'web-root': { type: 'string' },
      'acme-root': { type: 'string' },
      'api-ports': { type: 'string' },
      'http-port': { type: 'string' },
      'https-port': { type: 'string' },
      brotli: { type: 'boolean' },
      'no-brotli': { type: 'boolean' },
    },
  });
  const name = values['server-name'];
  const settings = {
    serverName: name,
    certificate: values.certificate ?? (name && `/etc/letsencrypt/live/${name}/fullchain.pem`),
    certificateKey:
      values['certificate-key'] ?? (name && `/etc/letsencrypt/live/${name}/privkey.pem`),
    ...(values['web-root'] ? { webRoot: values['web-root'] } : {}),
    ...(values['acme-root'] ? { acmeRoot: values['acme-root'] } : {}),
    ...(values['api-ports'] ? { apiPorts: values['api-ports'].split(',').map(Number) } : {}),
    ...(values['http-port'] ? { httpPort: Number(values['http-port']) } : {}),
    ...(values['https-port'] ? { httpsPort: Number(values['https-port']) } : {}),
    ...(values.brotli ? { brotli: true } : values['no-brotli'] ? { brotli: false } : {}),
  };
  process.stdout.write(renderSite(settings));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main();
  } catch (error) {
    console.error(`render-nginx: ${error.message}`);
    process.exit(1);
  }
}
