import { type EmailContent, formatCaracasDateTime, withTable } from './templates';

/**
 * Sent to the OLD address when an Admin changes a person's e-mail (decision 0050): the owner of
 * that mailbox learns of it, and nothing in it helps whoever may hold the mailbox (not even the
 * new address).
 */
export function emailChangedEmail(input: { names: string; when: Date }): EmailContent {
  const subject = 'Se cambió el correo de su cuenta de AptoVial';
  return withTable(
    subject,
    [
      `Hola, ${input.names}:`,
      'Un administrador cambió el correo de su cuenta de AptoVial. Desde ahora esta dirección ya no sirve para iniciar sesión ni para recuperar la contraseña.',
      'Por seguridad, se cerraron todas las sesiones abiertas con su cuenta.',
    ],
    [['Fecha', `${formatCaracasDateTime(input.when)} (hora de Venezuela)`]],
    [
      'Si usted no pidió este cambio, comuníquese de inmediato con el administrador de su colegio o con soporte técnico.',
    ],
  );
}
