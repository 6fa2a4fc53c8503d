import {
  formatDate,
  formatTimestamp,
  genderName,
  nationalityName,
  optionalPhoneText,
  type Register,
  registerTypeName,
  stateName,
} from '@aptovial/shared';
import type { Sheet } from '../../adapters/spreadsheet/xlsx';

/** "Lara N.º 1234 (solvente: Sí)" for each college number, one per line of the cell. */
function numbersText(register: Register): string {
  return register.schoolNumbers
    .map((n) => `${stateName(n.state)} N.º ${n.schoolNumber} (solvente: ${n.solvency})`)
    .join('\n');
}

function licencesText(register: Register): string {
  return register.schoolNumbers
    .flatMap((n) => (n.medicVial && n.licenseNumber ? [n.licenseNumber] : []))
    .join(', ');
}

/** Registers as Excel shows them: one row per medic or nurse, their college numbers in one cell. */
export function registersSheet(rows: readonly Register[], name = 'Registros'): Sheet<Register> {
  return {
    name,
    rows,
    columns: [
      { header: 'Cédula', value: (r) => `${r.nationality}-${r.dni}`, width: 14 },
      { header: 'Nombres', value: (r) => r.names, width: 24 },
      { header: 'Apellidos', value: (r) => r.lastNames, width: 24 },
      { header: 'Nacionalidad', value: (r) => nationalityName(r.nationality, r.genders) },
      { header: 'Género', value: (r) => genderName(r.genders) },
      { header: 'Teléfono', value: (r) => optionalPhoneText(r.phone) },
      { header: 'Fecha de nacimiento', value: (r) => formatDate(r.dateBirth) },
      { header: 'Tipo', value: (r) => registerTypeName(r.type) },
      { header: 'Especialidad', value: (r) => r.specialty, width: 26 },
      { header: 'Grado académico', value: (r) => r.academicDegree ?? '', width: 26 },
      { header: 'Nro Sanidad', value: (r) => r.healthNumber ?? '' },
      { header: 'Números de colegio', value: numbersText, width: 40 },
      { header: 'N.º de habilitado', value: licencesText, width: 18 },
      { header: 'Creado por', value: (r) => r.createdBy ?? '', width: 32 },
      { header: 'Creado', value: (r) => formatTimestamp(r.createdAt), width: 22 },
    ],
  };
}
