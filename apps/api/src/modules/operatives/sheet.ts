import {
  formatDate,
  formatTimestamp,
  type Operative,
  operativeStatusLabels,
  stateName,
} from '@aptovial/shared';
import type { Sheet } from '../../adapters/spreadsheet/xlsx';

/** The history of operatives as Excel shows it: one row per operative, in Spanish. */
export function operativesSheet(rows: readonly Operative[]): Sheet<Operative> {
  return {
    name: 'Operativos',
    rows,
    columns: [
      { header: 'N.º', value: (r) => r.id, width: 8 },
      { header: 'Inicio', value: (r) => formatDate(r.startDate), width: 12 },
      { header: 'Fin', value: (r) => formatDate(r.endDate), width: 12 },
      { header: 'Estatus', value: (r) => operativeStatusLabels[r.status], width: 14 },
      { header: 'Estado', value: (r) => stateName(r.state), width: 18 },
      { header: 'Municipio', value: (r) => r.municipalityName, width: 24 },
      { header: 'Lugar', value: (r) => r.address.description, width: 36 },
      {
        header: 'Médico',
        value: (r) => `${r.created_By.names} ${r.created_By.lastNames}`,
        width: 28,
      },
      {
        header: 'Cédula del médico',
        value: (r) => `${r.created_By.nationality}-${r.created_By.dni}`,
        width: 16,
      },
      // Money as text, not a number: the two places stay exactly as stored.
      { header: 'Precio (Bs)', value: (r) => r.price, width: 14 },
      { header: 'Aspirantes', value: (r) => r.totalUsers, width: 12 },
      { header: 'Certificados', value: (r) => r.certificates, width: 12 },
      { header: 'Recaudado (Bs)', value: (r) => r.total, width: 16 },
      { header: 'Observación', value: (r) => r.observation ?? '', width: 30 },
      { header: 'Creado', value: (r) => formatTimestamp(r.createdAt), width: 22 },
    ],
  };
}
