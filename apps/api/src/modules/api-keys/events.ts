import { type CertificateEvent, type CertificateProofFields, maskDni } from '@aptovial/shared';
import type { CertificateSigner } from '../certificates/signing';
import type { EventRow } from './feed-repo';

type Fields = {
  imported: boolean;
  serial: number;
  names: string;
  lastNames: string;
  nationality: string;
  dni: string;
  grade: string;
  type: string;
  rules: string[];
  glasses: boolean | null;
  expeditionDate: string;
  dueDate: string;
  doctor: string;
  licenseNumber: string | null;
  state: string;
};

/** What the QR of that version signs (certificates/proof-fields.ts), from the event's snapshot. */
function proofFieldsOf(fields: Fields): CertificateProofFields {
  return {
    serial: fields.serial,
    names: fields.names,
    lastNames: fields.lastNames,
    maskedDni: maskDni(fields.nationality, fields.dni),
    grade: fields.grade,
    typeCertifields: fields.type,
    rules: fields.rules,
    glasses: fields.glasses,
    expeditionDate: fields.expeditionDate,
    dueDate: fields.dueDate,
    doctor: fields.doctor,
    licenseNumber: fields.licenseNumber,
    state: fields.state,
  };
}

/** One event as the feed and the webhooks send it, with the signed proof of its version. */
export function toCertificateEvent(row: EventRow, signer: CertificateSigner): CertificateEvent {
  const fields = row.fields as Fields;
  // An imported certificate verifies by serial alone: it never had a proof (decision 0080).
  const signed = fields.imported ? undefined : signer.sign(proofFieldsOf(fields), row.version);
  return {
    id: String(row.id),
    type: row.kind,
    certificateId: row.certificateId,
    serial: fields.serial,
    state: row.state,
    version: row.version,
    valid: row.valid,
    occurredAt: row.createdAt.toISOString(),
    proof: signed?.proof ?? null,
    kid: signed?.kid ?? null,
  };
}
