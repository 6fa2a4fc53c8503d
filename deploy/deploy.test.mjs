import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { envDescriptions } from '../apps/api/src/config-variables.ts';
import { NGINX, writeMainConf } from '../bench/lib/nginx.mjs';
import { makeTestCertificates } from '../bench/lib/test-ca.mjs';
import { renderSite } from './render-nginx.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file) => readFileSync(path.join(here, file), 'utf8');
const dir = mkdtempSync(path.join(tmpdir(), 'aptovial-deploy-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `nginx -t` on a main configuration: its status and what it printed. */
function testNginxConf(conf) {
  const errorLog = path.join(dir, 'logs', 'error.log');
  const result = spawnSync(NGINX, ['-t', '-p', dir, '-e', errorLog, '-c', conf], {
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

const settings = {
  serverName: 'aptovial.test',
  certificate: path.join(dir, 'server.pem'),
  certificateKey: path.join(dir, 'server.key'),
  webRoot: path.join(dir, 'web'),
  acmeRoot: path.join(dir, 'acme'),
  apiPorts: [4101, 4102],
  httpPort: 8080,
  httpsPort: 8443,
  brotli: false,
};

describe('deploy/nginx/aptovial.conf rendered', () => {
  const site = renderSite(settings);

  it('fills every placeholder with the settings', () => {
    expect(site).not.toMatch(/@@/);
    expect(site).toContain('server_name aptovial.test;');
    expect(site).toContain(`ssl_certificate ${settings.certificate};`);
    expect(site).toContain(`ssl_certificate_key ${settings.certificateKey};`);
    expect(site).toContain(`root ${settings.webRoot};`);
    expect(site).toContain('listen 8443 ssl http2;');
    expect(site).toContain('listen 8080;');
    expect(site).toContain('return 301 https://$host:8443$request_uri;');
    expect(site).toContain('server 127.0.0.1:4101 max_fails=3 fail_timeout=10s;');
    expect(site).toContain('server 127.0.0.1:4102 max_fails=3 fail_timeout=10s;');
    expect(site).toContain('# brotli_static on;');
    expect(renderSite({ ...settings, brotli: true })).toMatch(/^\s*brotli_static on;/m);
    expect(renderSite({ ...settings, httpsPort: 443 })).toContain(
      'return 301 https://$host$request_uri;',
    );
  });

  it("passes on the client's address and never the one a client planted", () => {
    expect(site).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(site).toContain('proxy_set_header X-Real-IP $remote_addr;');
    expect(site).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(site).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('refuses a value that would break a directive, and a placeholder it does not know', () => {
    expect(() => renderSite({ ...settings, certificate: '/etc/a b.pem' })).toThrow(/certificate/);
    expect(() => renderSite({ ...settings, apiPorts: [] })).toThrow(/puertos/);
    expect(() => renderSite(settings, 'x @@NOPE@@;')).toThrow(/@@NOPE@@/);
  });

  it('passes nginx -t as Debian nginx would load it (when nginx is installed)', async () => {
    mkdirSync(settings.webRoot, { recursive: true });
    const siteFile = path.join(dir, 'aptovial.conf');
    writeFileSync(siteFile, site);
    const conf = await writeMainConf({ dir, siteFile, brotli: false });
    expect(readFileSync(conf, 'utf8')).toContain(`include ${siteFile};`);
    if (!existsSync(NGINX)) return;
    await makeTestCertificates(dir, 'aptovial.test');
    const checked = testNginxConf(conf);
    expect(checked.output).toContain('syntax is ok');
    expect(checked.ok).toBe(true);
  });
});

describe('deploy/aptovial.env.example', () => {
  const example = read('aptovial.env.example');
  const named = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name));

  it('names every variable the server reads', () => {
    expect(Object.keys(envDescriptions).filter((name) => !named.has(name))).toEqual([]);
  });

  it('sets what production needs and trusts the proxy', () => {
    for (const line of ['TRUST_PROXY=true', 'DEMO_DATA=false', 'DATA_DIR=/var/lib/aptovial']) {
      expect(example).toMatch(new RegExp(`^${line}$`, 'm'));
    }
    // PORT and HOST come from the unit: set here, they would override every instance's.
    expect(example).not.toMatch(/^(PORT|HOST)=/m);
  });
});

describe('deploy/systemd units', () => {
  const api = read('systemd/aptovial-api@.service');

  it('run the API sandboxed as its own user, one port per instance', () => {
    for (const line of [
      'User=aptovial',
      'EnvironmentFile=/etc/aptovial/env',
      'Restart=on-failure',
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
      'ProtectHome=yes',
      'PrivateTmp=yes',
      'ReadWritePaths=/var/lib/aptovial',
    ]) {
      expect(api).toContain(line);
    }
    expect(api).toMatch(/^ExecStart=.*PORT=%i HOST=127\.0\.0\.1 /m);
    expect(read('systemd/aptovial-backup.service')).toMatch(
      /^ExecStartPost=\/usr\/bin\/find .* -delete$/m,
    );
    expect(read('systemd/aptovial-backup.timer')).toContain('Persistent=true');
  });

  it('pass systemd-analyze verify (where systemd is installed)', () => {
    if (!existsSync('/usr/bin/systemd-analyze')) return;
    const units = path.join(dir, 'units');
    cpSync(path.join(here, 'systemd'), units, { recursive: true });
    const result = spawnSync(
      'systemd-analyze',
      [
        'verify',
        '--man=no',
        './aptovial-api@3001.service',
        './aptovial-backup.service',
        './aptovial-backup.timer',
      ],
      { cwd: units, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
