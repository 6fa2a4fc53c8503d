import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

function openssl(args, cwd) {
  const result = spawnSync('openssl', args, { cwd, encoding: 'utf8' });
  if (result.error) throw new Error(`openssl not found: apt-get install -y openssl`);
  if (result.status !== 0) throw new Error(`openssl ${args[0]}: ${result.stderr}`);
  return result.stdout;
}

/**
 * A certificate authority made on the spot and a server certificate it signed for `host`, in
 * `dir`: what a browser is told to trust, and what nginx serves. Two days of validity.
 */
export async function makeTestCertificates(dir, host) {
  const curve = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl(
    [
      'req',
      '-x509',
      ...curve,
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/CN=AptoVial bench CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  openssl(
    ['req', ...curve, '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${host}`],
    dir,
  );
  await writeFile(
    path.join(dir, 'server.ext'),
    `basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:${host}\n`,
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.pem',
      '-days',
      '2',
      '-extfile',
      'server.ext',
    ],
    dir,
  );
  return {
    ca: path.join(dir, 'ca.pem'),
    certificate: path.join(dir, 'server.pem'),
    key: path.join(dir, 'server.key'),
  };
}

/**
 * Chromium on Linux trusts the NSS database of $HOME/.pki/nssdb: a fresh one under `home` with
 * only the test CA, so the browser checks the chain as it would a real one. Needs certutil
 * (libnss3-tools); undefined without it.
 */
export function trustInNss(home, caFile) {
  const db = `sql:${path.join(home, '.pki', 'nssdb')}`;
  mkdirSync(path.join(home, '.pki', 'nssdb'), { recursive: true });
  const init = spawnSync('certutil', ['-N', '-d', db, '--empty-password'], { encoding: 'utf8' });
  if (init.error) return undefined;
  if (init.status !== 0) throw new Error(`certutil -N: ${init.stderr}`);
  const added = spawnSync(
    'certutil',
    ['-A', '-d', db, '-n', 'AptoVial bench CA', '-t', 'C,,', '-i', caFile],
    { encoding: 'utf8' },
  );
  if (added.status !== 0) throw new Error(`certutil -A: ${added.stderr}`);
  return db;
}

/** Without certutil: the server certificate's key, pinned (Chromium's SPKI list, base64 SHA-256). */
export function spkiHash(certificateFile) {
  const { publicKey } = new X509Certificate(readFileSync(certificateFile));
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
}
