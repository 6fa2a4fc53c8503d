import type { EmailContent, Line } from '../../adapters/mail/templates';
import { withTable } from '../../adapters/mail/templates';

/** A field operative as the reminder lists it. */
export type UpcomingOperative = {
  place: string;
  municipality: string;
  state: string;
  dates: string;
};

type Holder = { names: string; serial: number; dueDate: string };

/** The certificate just issued, its PDF attached (decision 0087). */
export function certificateIssuedEmail(holder: Holder & { verifyUrl: string }): EmailContent {
  const subject = `Su certificado médico de aptitud para conducir N.º ${holder.serial}`;
  return withTable(
    subject,
    [
      `Hola, ${holder.names}:`,
      'Le enviamos su certificado médico de aptitud para conducir. El PDF adjunto lleva un código QR firmado: quien lo escanee comprueba que es auténtico y está vigente.',
    ],
    [
      ['Serial', String(holder.serial)],
      ['Vence', holder.dueDate],
      ['Verificar', holder.verifyUrl],
    ],
    ['Imprímalo o llévelo en su teléfono cuando conduzca.'],
  );
}

/** Thirty days before expiry: when, where the next operatives are, how to ask again, how to stop. */
export function expiryReminderEmail(
  holder: Holder & {
    operatives: readonly UpcomingOperative[];
    requestUrl: string;
    stopUrl: string;
  },
): EmailContent {
  const subject = `Su certificado médico N.º ${holder.serial} vence el ${holder.dueDate}`;
  const lines: Line[] = [
    ['Serial', String(holder.serial)],
    ['Vence', holder.dueDate],
    ...holder.operatives.map(
      (operative, index): Line => [
        index === 0 ? 'Próximos operativos' : '',
        `${operative.dates}: ${operative.place}, ${operative.municipality} (${operative.state})`,
      ],
    ),
    ['Solicitar uno nuevo', holder.requestUrl],
  ];
  const where =
    holder.operatives.length > 0
      ? 'También puede renovarlo en uno de los próximos operativos de Medicina Vial de su municipio.'
      : 'Solicite uno nuevo antes de esa fecha para seguir conduciendo con un certificado vigente.';
  return withTable(
    subject,
    [
      `Hola, ${holder.names}:`,
      `Su certificado médico de aptitud para conducir vence el ${holder.dueDate}.`,
      where,
    ],
    lines,
    [`Si no desea recibir más recordatorios, abra este enlace: ${holder.stopUrl}`],
  );
}
