// Test helpers (not exported from the package): a sample certificate and throwaway signing keys.
import { toBase64Url } from './base64url';
import { type CertificateProofFields, encodeProofPayload } from './fields';
import { type CertificateKey, keyIdOf } from './keys';

export const sampleFields: CertificateProofFields = {
  serial: 120045,
  names: 'José Ángel',
  lastNames: 'Pérez Núñez',
  maskedDni: 'V-12***678',
  grade: '3',
  typeCertifields: 'Especial',
  rules: ['LENTES', 'DIURNO'],
  glasses: true,
  expeditionDate: '2025-03-14',
  dueDate: '2030-03-14',
  doctor: 'María Fernanda Rodríguez',
  licenseNumber: 'MPPS-45821',
  state: 'VE-L',
};

/** A fresh Ed25519 key pair: its JWK for key sets and a signer writing proofs as the server does. */
export async function createTestKey(extra: Partial<CertificateKey> = {}) {
  const { subtle } = globalThis.crypto;
  const pair = await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  if (!('privateKey' in pair)) throw new Error('Ed25519 gives a key pair');
  const raw = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  const kid = await keyIdOf(raw);
  const key: CertificateKey = {
    kty: 'OKP',
    crv: 'Ed25519',
    kid,
    x: toBase64Url(raw),
    use: 'sig',
    alg: 'EdDSA',
    ...extra,
  };
  const sign = async (fields: CertificateProofFields, revision = 1) => {
    const payload = encodeProofPayload(kid, fields, revision);
    const message = new TextEncoder().encode(payload);
    const signature = await subtle.sign({ name: 'Ed25519' }, pair.privateKey, message);
    return `${payload}.${toBase64Url(new Uint8Array(signature))}`;
  };
  return { kid, key, raw, sign };
}
