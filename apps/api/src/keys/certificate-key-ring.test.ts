import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fromBase64Url, keyIdOf } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { generateCertificateKeyPem, publicKeyOf } from './certificate-key-records';
import {
  certificateKeyRing,
  rotateCertificateKey,
  withdrawCertificateKey,
} from './certificate-key-ring';
import { generateLoginKeyPem, loadServerKeys } from './server-keys';
import { keysFolders, loadedRing } from './testing';

const localConfig = keysFolders();

describe('certificateKeyRing', () => {
  it('names its key as the shared keyIdOf does, and publishes it as a JWK', async () => {
    const signingKeyPem = generateCertificateKeyPem();
    const ring = certificateKeyRing({ signingKeyPem, records: [] });
    expect(ring.signing).toEqual({
      kid: publicKeyOf(signingKeyPem).kid,
      privateKeyPem: signingKeyPem,
    });
    const [key, ...others] = ring.keySet.keys;
    expect(others).toEqual([]);
    expect(key).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      kid: ring.signing.kid,
      x: key?.x,
      use: 'sig',
      alg: 'EdDSA',
    });
    expect(await keyIdOf(fromBase64Url(key?.x ?? '') ?? new Uint8Array())).toBe(ring.signing.kid);
  });

  it('refuses to start signing with a withdrawn key', () => {
    const signingKeyPem = generateCertificateKeyPem();
    const records = [{ ...publicKeyOf(signingKeyPem), withdrawn: true as const }];
    expect(() => certificateKeyRing({ signingKeyPem, records })).toThrow(/retirada/);
  });
});

describe('certificate keys under DATA_DIR', () => {
  it('are generated once, private key mode 0600', () => {
    const config = localConfig();
    const first = loadServerKeys(config).certificates;
    const again = loadServerKeys(config).certificates;
    expect(again.signingKeyPem).toBe(first.signingKeyPem);
    const file = path.join(config.dataDir, 'keys', 'certificate-ed25519.pem');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.records).toEqual([
      { ...publicKeyOf(first.signingKeyPem), created: expect.any(String) },
    ]);
  });

  it('rotate: the new key signs, the old one stays published with its end date', () => {
    const config = localConfig();
    const before = loadedRing(config);
    const rotation = rotateCertificateKey(config, new Date('2026-01-02T03:04:05Z'));
    expect(rotation).toMatchObject({ retiredKid: before.signing.kid, stored: true });
    expect(readFileSync(path.join(config.dataDir, 'keys', 'certificate-ed25519.pem'), 'utf8')).toBe(
      rotation.pem,
    );

    const after = loadedRing(config);
    expect(after.signing.kid).toBe(rotation.kid);
    expect(after.signing.kid).not.toBe(before.signing.kid);
    expect(after.keySet.keys.map((key) => key.kid)).toEqual([rotation.kid, before.signing.kid]);
    expect(after.keySet.keys[1]?.exp).toBe(Date.parse('2026-01-02T03:04:05Z') / 1000);
  });

  it('withdraw: the leaked key is listed as withdrawn and a new key signs', () => {
    const config = localConfig();
    const leaked = loadedRing(config).signing.kid;
    const { rotation } = withdrawCertificateKey(config, leaked, new Date());
    expect(rotation?.retiredKid).toBe(leaked);

    const ring = loadedRing(config);
    expect(ring.signing.kid).not.toBe(leaked);
    expect(ring.keySet.keys[1]).toMatchObject({ kid: leaked, withdrawn: true });
    expect(() => withdrawCertificateKey(config, 'AAAAAAAAAAA', new Date())).toThrow(/AAAAAAAAAAA/);
  });

  it('rotate with CERTIFICATE_SIGNING_KEY set returns the new key for the operator', () => {
    const signingKey = generateCertificateKeyPem();
    const config = localConfig();
    const rotation = rotateCertificateKey(
      { ...config, certificates: { ...config.certificates, signingKey } },
      new Date(),
    );
    expect(rotation).toMatchObject({ retiredKid: publicKeyOf(signingKey).kid, stored: false });
    expect(rotation.pem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('CERTIFICATE_SIGNING_KEY must be an Ed25519 PKCS#8 PEM', () => {
    const signingKey = generateCertificateKeyPem();
    expect(loadConfig({ CERTIFICATE_SIGNING_KEY: signingKey }).certificates.signingKey).toBe(
      signingKey,
    );
    for (const wrong of ['not a key', generateLoginKeyPem()]) {
      expect(() => loadConfig({ CERTIFICATE_SIGNING_KEY: wrong })).toThrow(ConfigError);
      expect(() => loadConfig({ CERTIFICATE_SIGNING_KEY: wrong })).toThrow(
        /CERTIFICATE_SIGNING_KEY/,
      );
    }
  });
});
