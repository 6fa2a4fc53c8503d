import type { PreRegistration } from '@aptovial/shared';
import type { PreRegistrationRow } from './repo';

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
