import { banks, formatDecimalEs, formatTimestamp } from '@aptovial/shared';
import type { PaymentRow } from './repo';

const bankNames: ReadonlyMap<number, string> = new Map(banks.map((bank) => [bank.code, bank.name]));

/** "Bs. 1.520,50": bolívares as people here read them, straight from the decimal text. */
export const bolivares = (amount: string) => `Bs. ${formatDecimalEs(amount)}`;

export const bankName = (code: number) => bankNames.get(code) ?? String(code);

/** The receipt's lines (e-mail and PDF alike), in the order a person checks them. */
export function receiptLines(payment: PaymentRow): [string, string][] {
  const lines: [string, string][] = [];
  if (payment.paymentReference) lines.push(['Referencia del banco', payment.paymentReference]);
  lines.push(
    ['Monto', bolivares(payment.amount)],
    ['Fecha', formatTimestamp(payment.settledAt ?? payment.createdAt)],
    ['Factura', payment.invoiceNumber],
    ['Banco del pagador', bankName(payment.bankCode)],
    ['Teléfono del pagador', payment.payerPhoneMasked],
    ['Cédula del pagador', `${payment.payerId.slice(0, 1)}-${payment.payerId.slice(1)}`],
  );
  if (payment.preRegistrationId !== null) {
    lines.push(['Solicitud N.º', String(payment.preRegistrationId)]);
  }
  return lines;
}

/** Where the printable receipt of a payment is: its own key in the address, no session needed. */
export function receiptPath(paymentId: number, token: string): string {
  return `/api/payments/receipt/${paymentId}?key=${token}`;
}
