import { type EmailContent, withTable } from './templates';

/**
 * Sent to the address of an open request when someone asks to pay a request of the same person
 * and type (decision 0051): the code that proves the caller owns this address. Nothing in it
 * tells the caller anything they did not type.
 */
export function requestProofEmail(input: {
  names: string;
  requestNumber: number;
  code: string;
  minutes: number;
}): EmailContent {
  const subject = `Código para continuar con su solicitud N.º ${input.requestNumber} en AptoVial`;
  return withTable(
    subject,
    [
      `Hola, ${input.names}:`,
      `Alguien pidió pagar un certificado con sus datos, y usted ya tiene abierta la solicitud N.º ${input.requestNumber}. Para continuar con ella, escriba este código en el formulario:`,
    ],
    [['Código', input.code]],
    [
      `El código vence en ${input.minutes} minutos. Nadie de AptoVial le pedirá este código.`,
      'Si no fue usted, ignore este correo: sin el código nadie puede ver ni pagar su solicitud.',
    ],
  );
}
