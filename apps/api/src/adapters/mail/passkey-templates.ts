import { type EmailContent, formatCaracasDateTime, withTable } from './templates';

const IF_NOT_YOU =
  'Si usted no hizo este cambio, cambie su contraseña de inmediato con la opción «¿Olvidó su contraseña?» de la página de inicio de sesión y escriba a soporte técnico.';

/** A passkey was added to the person's account (decision 0034): added from a full session only. */
export function passkeyAddedEmail(input: { names: string; name: string; when: Date }) {
  const subject = 'Se agregó una llave de acceso a su cuenta de AptoVial';
  return withTable(
    subject,
    [
      `Hola, ${input.names}:`,
      'Se agregó una llave de acceso a su cuenta. Desde ahora puede usarla en lugar del código por correo al iniciar sesión.',
    ],
    [
      ['Llave', input.name],
      ['Fecha', `${formatCaracasDateTime(input.when)} (hora de Venezuela)`],
    ],
    [IF_NOT_YOU],
  ) satisfies EmailContent;
}

/**
 * Passkeys were removed: one by the person from the profile, or all of them by a password
 * recovery (the way back for a person who lost the device while their module requires them).
 */
export function passkeysRemovedEmail(input: {
  names: string;
  keyNames: readonly string[];
  when: Date;
  byRecovery: boolean;
}): EmailContent {
  const subject = input.byRecovery
    ? 'Se eliminaron las llaves de acceso de su cuenta de AptoVial'
    : 'Se eliminó una llave de acceso de su cuenta de AptoVial';
  const intro = input.byRecovery
    ? 'Su contraseña fue restablecida con un código enviado a su correo y, por seguridad, se eliminaron todas sus llaves de acceso. Al iniciar sesión, agregue una nueva desde su perfil.'
    : 'Se eliminó una llave de acceso de su cuenta: ya no sirve para iniciar sesión.';
  return withTable(
    subject,
    [`Hola, ${input.names}:`, intro],
    [
      ...input.keyNames.map((name) => ['Llave', name] as const),
      ['Fecha', `${formatCaracasDateTime(input.when)} (hora de Venezuela)`],
    ],
    [IF_NOT_YOU],
  );
}
