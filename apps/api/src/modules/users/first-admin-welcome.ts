import {
  type EmailContent,
  escapeHtml,
  layout,
  paragraph,
  textWithFooter,
} from '../../adapters/mail/templates';

/**
 * The first Admin's welcome (decision 0075): one link to the module's recovery page with the
 * e-mail written in. The code is asked for there, when the person presses the button: opening
 * the link (a mail scanner does) sends nothing.
 */
export function firstAdminWelcomeEmail(input: {
  names: string;
  module: string;
  passwordUrl: string;
}): EmailContent {
  const subject = 'Se le dio acceso a AptoVial';
  const greeting = `Hola, ${input.names}:`;
  const notice = `Se creó su acceso a AptoVial como Administrador del módulo ${input.module}, con este correo como usuario.`;
  const open = 'Para elegir su contraseña, abra este enlace:';
  const steps =
    'Pulse «Enviar código», escriba el código que le llegará a este correo y elija su contraseña. Nadie más la conocerá.';
  const ifNotYou =
    'Si usted no esperaba este acceso, ignore este correo y comuníquese con soporte técnico.';
  const link = `<p style="margin:0 0 16px;line-height:1.5"><a href="${escapeHtml(input.passwordUrl)}">Elegir mi contraseña</a><br>${escapeHtml(input.passwordUrl)}</p>`;
  return {
    subject,
    text: textWithFooter([
      greeting,
      '',
      notice,
      '',
      open,
      '',
      `    ${input.passwordUrl}`,
      '',
      steps,
      '',
      ifNotYou,
    ]),
    html: layout(
      subject,
      [
        paragraph(greeting),
        paragraph(notice),
        paragraph(open),
        link,
        paragraph(steps),
        paragraph(ifNotYou),
      ].join('\n'),
    ),
  };
}
