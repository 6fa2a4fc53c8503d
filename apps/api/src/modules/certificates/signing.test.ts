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
    const { proof, url, kid } = signer.sign(fields, 1);
    expect(kid).toBe(signer.kid);
    expect(kid).toBe(ring.signing.kid);
    expect(await verifyProof(proof, ring.keySet)).toEqual({
      state: 'valid',
      kid,
      fields,
      revision: 1,
    });
    const address = new URL(url);
    expect(`${address.origin}${address.pathname}`).toBe(`${publicUrl}/Buscar-certificado-medicos`);
    expect(readVerificationLocation(address.search, address.hash)).toEqual({ serial: 5001, proof });
  });

  it('signs the version it is given: a reprint after corrections carries the newer one', async () => {
    const ring = ringOf(generateCertificateKeyPem());
    const signer = createCertificateSigner({ ring, publicUrl });
    const layoutOf = (proof: string) => {
      const payload = Buffer.from(proof.split('.')[0] ?? '', 'base64url').toString('utf8');
      return JSON.parse(payload) as unknown[];
    };
    const issued = signer.sign(fields, 1);
    const reprint = signer.sign({ ...fields, names: 'Ana María' }, 3);
    // As issued, the layout verifiers of before decision 0052 read; corrected, layout 2.
    expect(layoutOf(issued.proof)[0]).toBe(1);
    expect(layoutOf(reprint.proof)).toEqual([
      2,
      signer.kid,
      5001,
      'Ana María',
      ...layoutOf(issued.proof).slice(4),
      3,
    ]);
    expect(await verifyProof(reprint.proof, ring.keySet)).toMatchObject({
      state: 'valid',
      fields: { names: 'Ana María' },
      revision: 3,
    });
  });

  it('calls a proof of a key the set does not list unknown-key', async () => {
    const stranger = createCertificateSigner({
      ring: ringOf(generateCertificateKeyPem()),
      publicUrl,
    }).sign(fields, 1);
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
    const old = started(config).signer.sign(fields, 1);
    const rotation = rotateCertificateKey(config, new Date('2026-01-02T03:04:05Z'));

    const after = started(config);
    const fresh = after.signer.sign(fields, 1);
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
    const old = leaked.sign(fields, 2);
    withdrawCertificateKey(config, leaked.kid, new Date());

    const after = started(config);
    expect(after.signer.kid).not.toBe(leaked.kid);
    expect(await verifyProof(old.proof, after.keySet)).toEqual({
      state: 'withdrawn',
      kid: leaked.kid,
      fields,
      revision: 2,
    });
  });
});
