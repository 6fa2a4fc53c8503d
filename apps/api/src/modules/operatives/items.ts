import { type Operative, roundDecimal } from '@aptovial/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  municipalities,
  operatives,
  registers,
  schoolNumbers,
  users,
} from '../../db/schema/index';

/**
 * What every read of an operative selects: the row, its municipality's name and created_By (the
 * doctor's account e-mail and the register behind the college number it was created with).
 * `selectOperatives(db)` adds the joins; a read adds its where, order and paging.
 */
export const operativeColumns = {
  operative: operatives,
  municipalityName: municipalities.name,
  doctor: {
    email: users.email,
    dni: registers.dni,
    names: registers.names,
    lastNames: registers.lastNames,
    nationality: registers.nationality,
    licenseNumber: schoolNumbers.licenseNumber,
    schoolNumber: schoolNumbers.schoolNumber,
    specialty: registers.specialty,
    healthNumber: registers.healthNumber,
  },
};

/** `operativeColumns` with their joins (all inner: each is a NOT NULL foreign key). */
export function selectOperatives(db: Db) {
  return db
    .select(operativeColumns)
    .from(operatives)
    .innerJoin(accounts, eq(accounts.id, operatives.doctorAccountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .innerJoin(schoolNumbers, eq(schoolNumbers.id, operatives.schoolNumberId))
    .innerJoin(registers, eq(registers.id, schoolNumbers.registerId))
    .innerJoin(municipalities, eq(municipalities.id, operatives.municipality))
    .$dynamic();
}

export type OperativeRow = Awaited<ReturnType<typeof selectOperatives>>[number];

/** Live figures of an operative not yet executed (its row keeps them null until then). */
export type OperativeLive = { total: string; certificates: number };

const money = (text: string) => roundDecimal(text, 2);

/**
 * An operative as the API answers it: money as text with two places. `total` and `certificates`
 * are frozen on the row once it is executed; before that they come from `live` (0 without it).
 */
export function toOperative(
  { operative: o, municipalityName, doctor }: OperativeRow,
  live?: OperativeLive,
): Operative {
  return {
    id: o.id,
    startDate: o.startDate,
    endDate: o.endDate,
    state: o.state,
    municipality: o.municipality,
    municipalityName,
    address: { description: o.addressDescription, latitude: o.latitude, longitude: o.longitude },
    price: money(o.price),
    priceDollars: money(o.priceDollars),
    dollarPrice: o.dollarPrice,
    rateDate: o.rateDate,
    status: o.status,
    totalUsers: o.totalUsers,
    total: money(o.total ?? live?.total ?? '0'),
    certificates: o.certificates ?? live?.certificates ?? 0,
    observation: o.observation,
    recipients: o.recipients,
    startedAt: o.startedAt?.toISOString() ?? null,
    finishedAt: o.finishedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    created_By: { ...doctor },
  };
}
