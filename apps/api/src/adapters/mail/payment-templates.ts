import { type EmailContent, type Line, withTable } from './templates';

/**
 * The receipt of an approved C2P charge (decision 0024): the bank's reference, the amount,
 * the date and the request it paid, and the address of the printable receipt.
 */
export function paymentApprovedEmail(input: {
  names: string;
  requestNumber: number;
  /** Reference, amount, date, invoice, bank, in the receipt's order. */
  lines: readonly Line[];
  receiptUrl: string;
}): EmailContent {
  const subject = `Pago aprobado de su solicitud N.º ${input.requestNumber}`;
  return withTable(
    subject,
    [
      `Hola, ${input.names}:`,
      `Su banco aprobó el pago del certificado de su solicitud N.º ${input.requestNumber}. Guarde este correo como comprobante.`,
    ],
    input.lines,
    [
      `Comprobante para imprimir (PDF): ${input.receiptUrl}`,
      'Cuando acuda a la evaluación médica, lleve su cédula de identidad y diga su número de solicitud.',
    ],
  );
}

/**
 * A charge the bank never confirmed (the reconciliation gave up): nothing is owed, the request
 * stays open, and the invoice is what their bank will ask for if they see a debit anyway.
 */
export function paymentFailedEmail(input: {
  names: string;
  requestNumber: number;
  lines: readonly Line[];
}): EmailContent {
  const subject = `Pago no confirmado de su solicitud N.º ${input.requestNumber}`;
  return withTable(
    subject,
    [
      `Hola, ${input.names}:`,
      `Su banco no confirmó el pago móvil (C2P) de su solicitud N.º ${input.requestNumber}, así que no lo damos por pagado.`,
    ],
    input.lines,
    [
      'Su solicitud sigue abierta: puede pagarla de nuevo desde el formulario de solicitud.',
      'Si en su cuenta aparece un débito con esa factura, comuníquese con su banco e indíquele el número de factura.',
    ],
  );
}
