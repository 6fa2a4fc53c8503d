import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CertificateProofFields,
  fromBase64Url,
  keyIdOf,
  readVerificationLocation,
  verifyProof,
} from '@aptovial/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  generateCertificateKeyPem,
  publicKeyOf,
  rotateCertificateKey,
  withdrawCertificateKey,
} from '../../certificate-keys';
import { type Config, ConfigError, loadConfig, testConfig } from '../../config';
import { generateLoginKeyPem, loadServerKeys } from '../../keys';
import { createCertificateSigner } from './signing';

const fields: CertificateProofFields = {
  serial: 5001,
  names: 'Ana',
  lastNames: 'Gómez',
  maskedDni: 'V-9***321',
  grade: '2',
  typeCertifields: 'Primera vez',
  rules: [],
  glasses: null,
  expeditionDate: '2025-06-01',
  dueDate: '2030-06-01',
  doctor: 'Luis Pérez',
  licenseNumber: null,
  state: 'VE-A',
};
const publicUrl = 'https://aptovial.example';
const signerFor = (signingKeyPem: string) =>
  createCertificateSigner({ keys: { signingKeyPem, records: [] }, publicUrl });

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function localConfig() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aptovial-keys-'));
  folders.push(dataDir);
  return testConfig({
    dataDir,
    certificates: { signingKey: undefined, keysDir: path.join(dataDir, 'keys', 'certificates') },
  });
}

describe('createCertificateSigner', () => {
  it('signs a proof the shared verifier accepts, behind the verification address', async () => {
    const signer = signerFor(generateCertificateKeyPem());
    const { proof, url, kid } = signer.sign(fields);
    expect(kid).toBe(signer.kid);
    expect(await verifyProof(proof, signer.jwks())).toEqual({ state: 'valid', kid, fields });
    const address = new URL(url);
    expect(`${address.origin}${address.pathname}`).toBe(`${publicUrl}/Buscar-certificado-medicos`);
    expect(readVerificationLocation(address.search, address.hash)).toEqual({ serial: 5001, proof });
  });

  it('names its key as the shared keyIdOf does, and publishes it as a JWK', async () => {
    const signer = signerFor(generateCertificateKeyPem());
    const [key, ...others] = signer.jwks().keys;
    expect(others).toEqual([]);
    expect(key).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      kid: signer.kid,
      x: key?.x,
      use: 'sig',
      alg: 'EdDSA',
    });
    expect(await keyIdOf(fromBase64Url(key?.x ?? '') ?? new Uint8Array())).toBe(signer.kid);
  });

  it('calls a proof of a key the set does not list unknown-key', async () => {
    const stranger = signerFor(generateCertificateKeyPem()).sign(fields);
    const signer = signerFor(generateCertificateKeyPem());
    expect(await verifyProof(stranger.proof, signer.jwks())).toEqual({
      state: 'unknown-key',
      kid: stranger.kid,
    });
  });

  it('refuses to start signing with a withdrawn key', () => {
    const signingKeyPem = generateCertificateKeyPem();
    const records = [{ ...publicKeyOf(signingKeyPem), withdrawn: true as const }];
    expect(() => createCertificateSigner({ keys: { signingKeyPem, records }, publicUrl })).toThrow(
      /retirada/,
    );
  });
});

/** The signer a server starting now on `config` would have. */
const loadedSigner = (config: Config) =>
  createCertificateSigner({ keys: loadServerKeys(config).certificates, publicUrl });

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

  it('rotate: old certificates still verify, new ones carry the new kid', async () => {
    const config = localConfig();
    const before = loadedSigner(config);
    const old = before.sign(fields);
    const rotation = rotateCertificateKey(config, new Date('2026-01-02T03:04:05Z'));
    expect(rotation).toMatchObject({ retiredKid: before.kid, stored: true });
    expect(readFileSync(path.join(config.dataDir, 'keys', 'certificate-ed25519.pem'), 'utf8')).toBe(
      rotation.pem,
    );

    const after = loadedSigner(config);
    const fresh = after.sign(fields);
    expect(fresh.kid).toBe(rotation.kid);
    expect(fresh.kid).not.toBe(old.kid);
    expect(after.jwks().keys.map((key) => key.kid)).toEqual([fresh.kid, old.kid]);
    expect(after.jwks().keys[1]?.exp).toBe(Date.parse('2026-01-02T03:04:05Z') / 1000);
    expect(await verifyProof(old.proof, after.jwks())).toMatchObject({
      state: 'valid',
      kid: old.kid,
    });
    expect(await verifyProof(fresh.proof, after.jwks())).toMatchObject({ state: 'valid' });
  });

  it('withdraw: the leaked key is listed as withdrawn and a new key signs', async () => {
    const config = localConfig();
    const leaked = loadedSigner(config);
    const old = leaked.sign(fields);
    const { rotation } = withdrawCertificateKey(config, leaked.kid, new Date());
    expect(rotation?.retiredKid).toBe(leaked.kid);

    const signer = loadedSigner(config);
    expect(signer.kid).not.toBe(leaked.kid);
    expect(signer.jwks().keys[1]).toMatchObject({ kid: leaked.kid, withdrawn: true });
    expect(await verifyProof(old.proof, signer.jwks())).toEqual({
      state: 'withdrawn',
      kid: leaked.kid,
      fields,
    });
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
