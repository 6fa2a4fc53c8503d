import type { PreRegistration, PreRegistrationWithPayment } from '@aptovial/shared';
import { toRequestPayment } from './charges';
import type { PreRegistrationRow, PreRegistrationWithChargeRow } from './repo';

/** A request as the roles that serve requests read it (never a public answer). */
export function toPreRegistration(row: PreRegistrationRow): PreRegistration {
  return {
    id: row.id,
    dni: row.dni,
    nationality: row.nationality,
    names: row.names,
    lastNames: row.lastNames,
    email: row.email,
    phone: row.phone,
    dateBirth: row.dateBirth,
    state: row.state,
    municipality: row.municipality,
    municipalityName: row.municipalityName,
    grades: row.grades,
    typeCertifields: row.type,
    certificateId: row.certificateId,
    servedAt: row.servedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A request and its last charge, as the road Admin's list and detail read it (decision 0066). */
export function toPreRegistrationWithPayment(
  row: PreRegistrationWithChargeRow,
): PreRegistrationWithPayment {
  return { ...toPreRegistration(row), payment: toRequestPayment(row.charge) };
}
