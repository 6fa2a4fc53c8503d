import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateLots, registers, schoolNumbers } from '../../db/schema/index';
import { readStoredPrints, type StoredPrints } from './certificate-prints';
import { SerialRanges } from './serial-ranges';

export type KnownLot = {
  id: number;
  state: string;
  numberTP: string;
  initialNumber: number;
  finalNumber: number;
};

/** A medic's college number in one state, and the register it belongs to. */
export type KnownDoctor = { id: number; dni: string; name: string };

export type CertificateLookups = {
  lots: SerialRanges<KnownLot>;
  /** By `${state}|${college number}`: unique (school_numbers_state_number_uq). */
  byNumber: Map<string, KnownDoctor>;
  /** By `${state}|${cédula digits}`; null when the register has two numbers in the state. */
  byDni: Map<string, KnownDoctor | null>;
  stored: StoredPrints;
};

export const doctorKey = (state: string, identity: string) => `${state}|${identity}`;

/** Lots, college numbers and the stored certificates' prints, read once per file. */
export async function readCertificateLookups(db: Db): Promise<CertificateLookups> {
  const lots = await db
    .select({
      id: certificateLots.id,
      state: certificateLots.state,
      numberTP: certificateLots.numberTP,
      initialNumber: certificateLots.initialNumber,
      finalNumber: certificateLots.finalNumber,
    })
    .from(certificateLots);
  const numbers = await db
    .select({
      id: schoolNumbers.id,
      state: schoolNumbers.state,
      schoolNumber: schoolNumbers.schoolNumber,
      dni: registers.dni,
      names: registers.names,
      lastNames: registers.lastNames,
    })
    .from(schoolNumbers)
    .innerJoin(registers, eq(registers.id, schoolNumbers.registerId));
  const byNumber = new Map<string, KnownDoctor>();
  const byDni = new Map<string, KnownDoctor | null>();
  for (const number of numbers) {
    const doctor = { id: number.id, dni: number.dni, name: `${number.names} ${number.lastNames}` };
    byNumber.set(doctorKey(number.state, number.schoolNumber), doctor);
    const dniKey = doctorKey(number.state, number.dni);
    byDni.set(dniKey, byDni.has(dniKey) ? null : doctor);
  }
  return { lots: new SerialRanges(lots), byNumber, byDni, stored: await readStoredPrints(db) };
}
