import { type Certificate, formatDate, formatTimestamp, stateName } from '@aptovial/shared';
import type { Sheet } from '../../adapters/spreadsheet/xlsx';

const glassesText = (glasses: boolean | null) =>
  glasses === null ? 'Sin definir' : glasses ? 'Sí' : 'No';

/** The certificate report as Excel shows it: one row per certificate, in Spanish. */
export function certificatesSheet(rows: readonly Certificate[]): Sheet<Certificate> {
  return {
    name: 'Certificados',
    rows,
    columns: [
      { header: 'Serial', value: (c) => c.serial, width: 12 },
      { header: 'Nro TP', value: (c) => c.numberTP, width: 14 },
      { header: 'Estado', value: (c) => stateName(c.state), width: 18 },
      { header: 'Lugar', value: (c) => c.place, width: 20 },
      { header: 'Expedición', value: (c) => formatDate(c.expeditionDate) },
      { header: 'Vencimiento', value: (c) => formatDate(c.dueDate) },
      { header: 'Cédula', value: (c) => `${c.nationality}-${c.dni}`, width: 14 },
      { header: 'Nombres', value: (c) => c.names, width: 24 },
      { header: 'Apellidos', value: (c) => c.lastNames, width: 24 },
      { header: 'Fecha de nacimiento', value: (c) => formatDate(c.birthDate) },
      { header: 'Grado', value: (c) => c.grade, width: 8 },
      { header: 'Tipo', value: (c) => c.typeCertifields, width: 14 },
      { header: 'Tipo especial', value: (c) => c.typeSpecial ?? '', width: 20 },
      { header: 'Restricciones', value: (c) => c.rules.join(', '), width: 24 },
      { header: 'Observaciones', value: (c) => c.observations ?? '', width: 30 },
      { header: 'Lentes', value: (c) => glassesText(c.glasses), width: 10 },
      { header: 'Tipo de sangre', value: (c) => c.bloodType ?? '', width: 10 },
      { header: 'Ocupación', value: (c) => c.occupation ?? '', width: 20 },
      { header: 'Médico', value: (c) => c.nameDoctor, width: 28 },
      { header: 'Cédula del médico', value: (c) => c.dniDoctor, width: 14 },
      { header: 'N.º de colegio', value: (c) => c.createdBy.schoolNumber, width: 12 },
      { header: 'Estatus', value: (c) => (c.status ? 'Habilitado' : 'Deshabilitado'), width: 14 },
      { header: 'Motivo', value: (c) => c.reason ?? '', width: 30 },
      { header: 'Creado', value: (c) => formatTimestamp(c.createdAt), width: 22 },
    ],
  };
}
