import { z } from 'zod';
import { fromBase64Url, toBase64Url } from './base64url';

/**
 * The newest payload layout; verifiers refuse layouts they do not know (decision 0052). 1: the
 * fields; 2: the fields and the certificate's revision (its `version`, one more on every edit).
 */
export const PROOF_VERSION = 2;

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

/** A certificate's revision: 1 as issued, one more on every accepted edit. */
export const proofRevisionSchema = z.number().int().positive().max(1_000_000);

const f = certificateProofFieldsSchema.shape;
/** Layout 1, in a fixed order: never reorder; a new layout adds at the end (layout 2: the revision). */
const payloadSchema = z.tuple([
  z.literal(1),
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

/**
 * The signed part of a proof: a JSON array (layout, kid, fields in order, then the revision),
 * UTF-8, base64url. A certificate never corrected (revision 1) keeps layout 1, which says
 * revision 1 without writing it: verifiers of before layout 2 still read it (decision 0052).
 */
export function encodeProofPayload(
  kid: string,
  fields: CertificateProofFields,
  revision = 1,
): string {
  // Parsing here means the server can never sign something a verifier would refuse to read.
  const v = certificateProofFieldsSchema.parse(fields);
  const tuple = payloadSchema.parse([
    1,
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
  const layout =
    proofRevisionSchema.parse(revision) === 1 ? tuple : [2, ...tuple.slice(1), revision];
  return toBase64Url(new TextEncoder().encode(JSON.stringify(layout)));
}

export type DecodedProofPayload = {
  kid: string;
  fields: CertificateProofFields;
  /** The certificate's version when signed: 1 for a layout-1 payload. */
  revision: number;
};

/** Layout 2 is layout 1 with another first number and the revision appended. */
function parsePayload(json: unknown) {
  if (Array.isArray(json) && json[0] === 2) {
    const revision = proofRevisionSchema.safeParse(json.at(-1));
    const tuple = payloadSchema.safeParse([1, ...json.slice(1, -1)]);
    return revision.success && tuple.success
      ? { tuple: tuple.data, revision: revision.data }
      : null;
  }
  const tuple = payloadSchema.safeParse(json);
  return tuple.success ? { tuple: tuple.data, revision: 1 } : null;
}

/**
 * The kid, fields and revision of a payload of a layout this code knows, or null. Never throws.
 */
export function decodeProofPayload(text: string): DecodedProofPayload | null {
  const bytes = fromBase64Url(text);
  if (!bytes) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  const parsed = parsePayload(json);
  if (parsed === null) return null;
  const [, kid, serial, names, lastNames, maskedDni, grade, typeCertifields, ...rest] =
    parsed.tuple;
  const [rules, glasses, expeditionDate, dueDate, doctor, licenseNumber, state] = rest;
  return {
    kid,
    revision: parsed.revision,
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
