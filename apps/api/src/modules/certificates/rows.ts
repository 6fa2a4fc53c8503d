/**
 * Certificates as the API answers them (docs/product/entities.md): the row, its lot's numberTP, and
 * the issuing and updating college numbers joined to their registers. Shared by every read of
 * certificates (the lots module lists a lot's certificates with it).
 */
import type { Certificate, CertificatePayment, Doctor } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  certificateLots,
  certificates,
  payments,
  registers,
  schoolNumbers,
} from '../../db/schema/index';

const updaterNumber = alias(schoolNumbers, 'updater_number');
const updaterRegister = alias(registers, 'updater_register');

/** The columns of one answered certificate (a select shape for `db.select`). */
export const certificateColumns = {
  certificate: certificates,
  numberTP: certificateLots.numberTP,
  doctor: {
    schoolNumberId: schoolNumbers.id,
    schoolNumber: schoolNumbers.schoolNumber,
    licenseNumber: schoolNumbers.licenseNumber,
    state: schoolNumbers.state,
    names: registers.names,
    lastNames: registers.lastNames,
    dni: registers.dni,
  },
  updater: {
    schoolNumberId: updaterNumber.id,
    schoolNumber: updaterNumber.schoolNumber,
    licenseNumber: updaterNumber.licenseNumber,
    state: updaterNumber.state,
    names: updaterRegister.names,
    lastNames: updaterRegister.lastNames,
    dni: updaterRegister.dni,
  },
  /** The payment it was issued against (createCertifieldsPay), if any. */
  payment: {
    id: payments.id,
    method: payments.method,
    amount: payments.amount,
    paymentReference: payments.paymentReference,
    bankCode: payments.bankCode,
    trxDate: payments.trxDate,
  },
};

/** `select certificateColumns from certificates` with its joins; add where, order and limit. */
export const selectCertificates = (db: Db) =>
  db
    .select(certificateColumns)
    .from(certificates)
    .innerJoin(certificateLots, eq(certificateLots.id, certificates.lotId))
    .innerJoin(schoolNumbers, eq(schoolNumbers.id, certificates.schoolNumberId))
    .innerJoin(registers, eq(registers.id, schoolNumbers.registerId))
    .leftJoin(updaterNumber, eq(updaterNumber.id, certificates.updatedBySchoolNumberId))
    .leftJoin(updaterRegister, eq(updaterRegister.id, updaterNumber.registerId))
    .leftJoin(payments, eq(payments.id, certificates.paymentId));

export type CertificateRow = Awaited<ReturnType<typeof selectCertificates>>[number];

type DoctorColumns = { [Key in keyof Doctor]: Doctor[Key] | null };

function toDoctor(columns: DoctorColumns | null): Doctor | null {
  if (!columns) return null;
  const { schoolNumberId, schoolNumber, state, names, lastNames, dni } = columns;
  if (
    schoolNumberId === null ||
    schoolNumber === null ||
    state === null ||
    names === null ||
    lastNames === null ||
    dni === null
  ) {
    return null;
  }
  return {
    schoolNumberId,
    schoolNumber,
    licenseNumber: columns.licenseNumber,
    state,
    names,
    lastNames,
    dni,
  };
}

/** The joined payment; null when the certificate was not issued against one. */
function toPayment(columns: CertificateRow['payment']): CertificatePayment | null {
  if (!columns || columns.id === null) return null;
  return { ...columns, id: columns.id };
}

/** One row of `selectCertificates` as `certificateSchema` answers it. */
export function toCertificate(row: CertificateRow): Certificate {
  const { certificate } = row;
  const createdBy = toDoctor(row.doctor);
  if (!createdBy) throw new Error(`certificate ${certificate.id} without its issuing doctor`);
  return {
    id: certificate.id,
    serial: certificate.serial,
    lotId: certificate.lotId,
    numberTP: row.numberTP,
    state: certificate.state,
    sectional: certificate.sectional,
    place: certificate.place,
    expeditionDate: certificate.expeditionDate,
    dueDate: certificate.dueDate,
    dni: certificate.dni,
    nationality: certificate.nationality,
    names: certificate.names,
    lastNames: certificate.lastNames,
    birthDate: certificate.birthDate,
    stateOrigin: certificate.stateOrigin,
    occupation: certificate.occupation,
    grade: certificate.grade,
    typeCertifields: certificate.type,
    typeSpecial: certificate.typeSpecial,
    observations: certificate.observations,
    rules: certificate.rules,
    glasses: certificate.glasses,
    bloodType: certificate.bloodType,
    nameDoctor: certificate.nameDoctor,
    dniDoctor: certificate.dniDoctor,
    status: certificate.status,
    version: certificate.version,
    reason: certificate.reason,
    createdBy,
    updatedBy: toDoctor(row.updater),
    payment: toPayment(row.payment),
    operativeId: certificate.operativeId,
    withoutPayment:
      certificate.unpaidReason === null
        ? null
        : { reason: certificate.unpaidReason, note: certificate.unpaidNote },
    createdAt: certificate.createdAt.toISOString(),
    updatedAt: certificate.updatedAt.toISOString(),
  };
}
