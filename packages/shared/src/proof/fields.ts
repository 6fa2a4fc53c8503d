import { z } from 'zod';
import { fromBase64Url, toBase64Url } from './base64url';

/** Bumped when the payload's layout changes; verifiers refuse versions they do not know. */
export const PROOF_VERSION = 1;

/** A key id: the first 8 bytes of SHA-256 of the raw public key, base64url (11 characters). */
export const keyIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{11}$/, 'Identificador de clave inválido');

/**
 * What a roadside check needs, and nothing more: the full dni, birth date and observations stay
 * on the server. Codes are checked loosely (short strings), not against today's catalogues, so a
 * phone with an older verifier still accepts certificates that use a code added later. The public
 * verification's answer (publicCertificateSchema) is these fields plus the live status.
 */
export const certificateProofFieldsSchema = z.object({
  serial: z.number().int().positive(),
  names: z.string().min(1).max(100),
  lastNames: z.string().min(1).max(100),
  /** e.g. 'V-12***678' (see maskDni). */
  maskedDni: z.string().regex(/^[VE]-[0-9*]{1,12}$/),
  grade: z.string().min(1).max(10),
  typeCertifields: z.string().min(1).max(40),
  rules: z.array(z.string().min(1).max(40)).max(20),
  glasses: z.boolean().nullable(),
  expeditionDate: z.iso.date(),
  dueDate: z.iso.date(),
  /** The issuing doctor's name as printed. */
  doctor: z.string().min(1).max(200),
  licenseNumber: z.string().min(1).max(40).nullable(),
  state: z.string().min(1).max(10),
});
export type CertificateProofFields = z.infer<typeof certificateProofFieldsSchema>;

const f = certificateProofFieldsSchema.shape;
/** The fixed order of the array: never reorder, add at the end under a new PROOF_VERSION. */
const payloadSchema = z.tuple([
  z.literal(PROOF_VERSION),
  keyIdSchema,
  f.serial,
  f.names,
  f.lastNames,
  f.maskedDni,
  f.grade,
  f.typeCertifields,
  f.rules,
  f.glasses,
  f.expeditionDate,
  f.dueDate,
  f.doctor,
  f.licenseNumber,
  f.state,
]);

/**
 * Shows enough of the dni for the officer to match the holder's ID card, never all of it:
 * 'V-12***678' for 12345678; shorter numbers keep fewer digits so at least two stay hidden.
 */
export function maskDni(nationality: string, dni: string): string {
  const digits = dni.trim();
  const tail = digits.length >= 7 ? 3 : 2;
  const head = digits.length >= 8 ? 2 : 1;
  const hidden = digits.length - head - tail;
  const masked =
    hidden < 2
      ? '*'.repeat(digits.length)
      : `${digits.slice(0, head)}${'*'.repeat(hidden)}${digits.slice(-tail)}`;
  return `${nationality}-${masked}`;
}

/** The signed part of a proof: a JSON array (version, kid, fields in order), UTF-8, base64url. */
export function encodeProofPayload(kid: string, fields: CertificateProofFields): string {
  // Parsing here means the server can never sign something a verifier would refuse to read.
  const v = certificateProofFieldsSchema.parse(fields);
  const tuple = payloadSchema.parse([
    PROOF_VERSION,
    kid,
    v.serial,
    v.names,
    v.lastNames,
    v.maskedDni,
    v.grade,
    v.typeCertifields,
    v.rules,
    v.glasses,
    v.expeditionDate,
    v.dueDate,
    v.doctor,
    v.licenseNumber,
    v.state,
  ]);
  return toBase64Url(new TextEncoder().encode(JSON.stringify(tuple)));
}

/** The kid and fields of a payload, or null when it is not one this version wrote. Never throws. */
export function decodeProofPayload(
  text: string,
): { kid: string; fields: CertificateProofFields } | null {
  const bytes = fromBase64Url(text);
  if (!bytes) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const [, kid, serial, names, lastNames, maskedDni, grade, typeCertifields, ...rest] = parsed.data;
  const [rules, glasses, expeditionDate, dueDate, doctor, licenseNumber, state] = rest;
  return {
    kid,
    fields: {
      serial,
      names,
      lastNames,
      maskedDni,
      grade,
      typeCertifields,
      rules,
      glasses,
      expeditionDate,
      dueDate,
      doctor,
      licenseNumber,
      state,
    },
  };
}
