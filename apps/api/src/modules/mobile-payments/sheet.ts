import { banks, formatDate, formatTimestamp, type PaymentListItem } from '@aptovial/shared';
import type { Sheet } from '../../adapters/spreadsheet/xlsx';

const bankNames = new Map<number, string>(banks.map((bank) => [bank.code, bank.name]));
const methodNames = { c2p: 'Cobro C2P', mobile: 'Pago móvil' } as const;

/**
 * docs/product/entities.md: approved reads 'Aprobado', anything else 'Fallido' (pending says so).
 */
const statusName = (status: PaymentListItem['status']) =>
  status === 'approved' ? 'Aprobado' : status === 'pending' ? 'Pendiente' : 'Fallido';

/** lista-de-pagos-movil as Excel shows it: one row per payment, in Spanish. */
export function paymentsSheet(rows: readonly PaymentListItem[]): Sheet<PaymentListItem> {
  return {
    name: 'Pagos',
    rows,
    columns: [
      { header: 'N.º', value: (r) => r.id, width: 8 },
      { header: 'Tipo', value: (r) => methodNames[r.method], width: 12 },
      { header: 'Estado', value: (r) => statusName(r.status), width: 12 },
      // Text, not a number: the amount keeps its two places exactly as stored.
      { header: 'Monto (Bs)', value: (r) => r.amount, width: 14 },
      { header: 'Referencia', value: (r) => r.paymentReference ?? '', width: 18 },
      { header: 'Fecha del banco', value: (r) => formatDate(r.trxDate), width: 16 },
      {
        header: 'Banco',
        value: (r) => `${r.bankCode} ${bankNames.get(r.bankCode) ?? ''}`.trim(),
        width: 22,
      },
      { header: 'Teléfono', value: (r) => r.payerPhoneMasked, width: 14 },
      { header: 'Cédula del pagador', value: (r) => r.payerId, width: 16 },
      {
        header: 'Pagado por',
        value: (r) => (r.paidBy ? `${r.paidBy.names} ${r.paidBy.lastNames}` : ''),
        width: 28,
      },
      { header: 'Solicitud', value: (r) => r.preRegistrationId, width: 10 },
      { header: 'Certificado', value: (r) => r.certificateId, width: 12 },
      { header: 'Serial', value: (r) => r.certificateSerial, width: 12 },
      { header: 'Factura', value: (r) => r.invoiceNumber, width: 22 },
      { header: 'Registrado', value: (r) => formatTimestamp(r.createdAt), width: 22 },
    ],
  };
}
