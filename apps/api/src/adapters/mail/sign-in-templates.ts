import { type EmailContent, formatCaracasDateTime, withTable } from './templates';

/**
 * Repeated failed sign-ins with the person's e-mail (decision 0049): one notice per run of them.
 * Nothing in it helps a guesser: no password, no address, no count beyond "varios".
 */
export function failedSignInsEmail(input: { names: string; when: Date }): EmailContent {
  const subject = 'Intentos fallidos de iniciar sesión en su cuenta de AptoVial';
  return withTable(
    subject,
    [
      `Hola, ${input.names}:`,
      'Hubo varios intentos fallidos de iniciar sesión con su correo y una contraseña equivocada.',
    ],
    [['Último intento', `${formatCaracasDateTime(input.when)} (hora de Venezuela)`]],
    [
      'Su cuenta no se bloquea: con su contraseña usted entra como siempre. Mientras sigan los intentos, el inicio de sesión hace una verificación breve en su navegador antes de entrar.',
      'Si fue usted, no tiene que hacer nada. Si no fue usted, alguien puede estar tratando de adivinar su contraseña: si es corta o la usa en otros sitios, cámbiela por una larga y única con la opción «¿Olvidó su contraseña?» de la página de inicio de sesión.',
    ],
  );
}
