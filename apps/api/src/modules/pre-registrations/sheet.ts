import {
  formatDate,
  formatTimestamp,
  nationalityName,
  type PreRegistrationWithPayment,
  stateName,
} from '@aptovial/shared';
import type { Sheet } from '../../adapters/spreadsheet/xlsx';

type Row = PreRegistrationWithPayment;

/** The list's payment column (decision 0066), from the last charge. */
const paymentName = ({ payment }: Row) =>
  payment === null
    ? 'Sin pago'
    : { approved: 'Pagada', pending: 'Pago pendiente', failed: 'Pago fallido' }[payment.status];

/** Lista-preRegistro as Excel shows it: one row per request, in Spanish. */
export function preRegistrationsSheet(rows: readonly Row[]): Sheet<Row> {
  return {
    name: 'Solicitudes',
    rows,
    columns: [
      { header: 'N.º de solicitud', value: (r) => r.id, width: 14 },
      { header: 'Cédula', value: (r) => `${r.nationality}-${r.dni}`, width: 14 },
      { header: 'Nacionalidad', value: (r) => nationalityName(r.nationality) },
      { header: 'Nombres', value: (r) => r.names, width: 24 },
      { header: 'Apellidos', value: (r) => r.lastNames, width: 24 },
      { header: 'Correo', value: (r) => r.email, width: 30 },
      { header: 'Teléfono', value: (r) => r.phone, width: 14 },
      { header: 'Fecha de nacimiento', value: (r) => formatDate(r.dateBirth) },
      { header: 'Estado', value: (r) => stateName(r.state), width: 18 },
      { header: 'Municipio', value: (r) => r.municipalityName, width: 24 },
      { header: 'Grados', value: (r) => r.grades.join(', '), width: 10 },
      { header: 'Tipo', value: (r) => r.typeCertifields, width: 14 },
      { header: 'Atendida', value: (r) => (r.certificateId === null ? 'No' : 'Sí'), width: 10 },
      { header: 'Pago', value: paymentName, width: 12 },
      // Text, not a number: the amount keeps its two places exactly as stored.
      { header: 'Monto (Bs)', value: (r) => r.payment?.amount ?? '', width: 14 },
      { header: 'Referencia', value: (r) => r.payment?.paymentReference ?? '', width: 18 },
      {
        header: 'Atendida el',
        value: (r) => (r.servedAt ? formatTimestamp(r.servedAt) : ''),
        width: 22,
      },
      { header: 'Creada', value: (r) => formatTimestamp(r.createdAt), width: 22 },
    ],
  };
}
