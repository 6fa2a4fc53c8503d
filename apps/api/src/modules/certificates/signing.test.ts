import {
  type CertificateProofFields,
  readVerificationLocation,
  verifyProof,
} from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { generateCertificateKeyPem } from '../../keys/certificate-key-records';
import {
  certificateKeyRing,
  rotateCertificateKey,
  withdrawCertificateKey,
} from '../../keys/certificate-key-ring';
import { keysFolders, loadedRing } from '../../keys/testing';
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
const ringOf = (signingKeyPem: string) => certificateKeyRing({ signingKeyPem, records: [] });
const localConfig = keysFolders();

describe('createCertificateSigner', () => {
  it('signs a proof the shared verifier accepts, behind the verification address', async () => {
    const ring = ringOf(generateCertificateKeyPem());
    const signer = createCertificateSigner({ ring, publicUrl });
    const { proof, url, kid } = signer.sign(fields);
    expect(kid).toBe(signer.kid);
    expect(kid).toBe(ring.signing.kid);
    expect(await verifyProof(proof, ring.keySet)).toEqual({ state: 'valid', kid, fields });
    const address = new URL(url);
    expect(`${address.origin}${address.pathname}`).toBe(`${publicUrl}/Buscar-certificado-medicos`);
    expect(readVerificationLocation(address.search, address.hash)).toEqual({ serial: 5001, proof });
  });

  it('calls a proof of a key the set does not list unknown-key', async () => {
    const stranger = createCertificateSigner({
      ring: ringOf(generateCertificateKeyPem()),
      publicUrl,
    }).sign(fields);
    const ring = ringOf(generateCertificateKeyPem());
    expect(await verifyProof(stranger.proof, ring.keySet)).toEqual({
      state: 'unknown-key',
      kid: stranger.kid,
    });
  });
});

describe('proofs across a rotation and a withdrawal of the key ring', () => {
  /** The signer a server starting now on `config` would have, and the keys it publishes. */
  const started = (config: ReturnType<typeof localConfig>) => {
    const ring = loadedRing(config);
    return { signer: createCertificateSigner({ ring, publicUrl }), keySet: ring.keySet };
  };

  it('rotate: old certificates still verify, new ones carry the new kid', async () => {
    const config = localConfig();
    const old = started(config).signer.sign(fields);
    const rotation = rotateCertificateKey(config, new Date('2026-01-02T03:04:05Z'));

    const after = started(config);
    const fresh = after.signer.sign(fields);
    expect(fresh.kid).toBe(rotation.kid);
    expect(fresh.kid).not.toBe(old.kid);
    expect(await verifyProof(old.proof, after.keySet)).toMatchObject({
      state: 'valid',
      kid: old.kid,
    });
    expect(await verifyProof(fresh.proof, after.keySet)).toMatchObject({ state: 'valid' });
  });

  it('withdraw: what the leaked key signed reads withdrawn', async () => {
    const config = localConfig();
    const leaked = started(config).signer;
    const old = leaked.sign(fields);
    withdrawCertificateKey(config, leaked.kid, new Date());

    const after = started(config);
    expect(after.signer.kid).not.toBe(leaked.kid);
    expect(await verifyProof(old.proof, after.keySet)).toEqual({
      state: 'withdrawn',
      kid: leaked.kid,
      fields,
    });
  });
});
