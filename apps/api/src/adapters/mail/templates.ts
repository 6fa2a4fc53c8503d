import { formatTimestamp } from '@aptovial/shared';
import type { EmailMessage } from './types';

export type EmailContent = Omit<EmailMessage, 'to'>;

const PRODUCT = 'AptoVial';

/**
 * A date and time as a person in Venezuela reads it, whatever the server's time zone: the
 * product's one format, DD/MM/YYYY HH:mm on a 24-hour clock (decision 0067).
 */
export function formatCaracasDateTime(when: Date): string {
  return formatTimestamp(when);
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A paragraph of escaped text: the only way user-supplied values reach the HTML body. */
export const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;

const FOOTER = `Este es un mensaje automático de ${PRODUCT}; por favor no lo responda.`;

/** Mail clients ignore style sheets, so the layout is one table with inline styles. */
export function layout(title: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">',
    `<tr><td style="padding:20px 24px;background:#1c7ed6;color:#ffffff;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${PRODUCT}</td></tr>`,
    `<tr><td style="padding:24px;font-size:15px">${bodyHtml}</td></tr>`,
    `<tr><td style="padding:16px 24px;color:#868e96;font-size:12px;border-top:1px solid #e9ecef">${escapeHtml(FOOTER)}</td></tr>`,
    '</table></body></html>',
  ].join('\n');
}

export const textWithFooter = (lines: string[]) => [...lines, '', '--', FOOTER].join('\n');

/** Header values must stay on one line; a pasted subject may not. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function otpCodeEmail(input: {
  names: string;
  code: string;
  purpose: 'login' | 'recovery';
  minutes: number;
}): EmailContent {
  const forLogin = input.purpose === 'login';
  const subject = forLogin
    ? `Su código de verificación de ${PRODUCT}`
    : `Código para recuperar su contraseña de ${PRODUCT}`;
  const intro = forLogin
    ? `Su código para iniciar sesión en ${PRODUCT} es:`
    : `Su código para recuperar la contraseña de su cuenta de ${PRODUCT} es:`;
  const validity = `El código vence en ${input.minutes} minutos y solo puede usarse una vez. Nadie de ${PRODUCT} le pedirá este código.`;
  const ifNotYou = forLogin
    ? 'Si usted no intentó iniciar sesión, ignore este correo y cambie su contraseña: alguien podría conocerla.'
    : 'Si usted no pidió recuperar su contraseña, ignore este correo; su contraseña no cambiará.';
  const greeting = `Hola, ${input.names}:`;
  return {
    subject,
    text: textWithFooter([
      greeting,
      '',
      intro,
      '',
      `    ${input.code}`,
      '',
      validity,
      '',
      ifNotYou,
    ]),
    html: layout(
      subject,
      [
        paragraph(greeting),
        paragraph(intro),
        `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${escapeHtml(input.code)}</p>`,
        paragraph(validity),
        paragraph(ifNotYou),
      ].join('\n'),
    ),
  };
}

export function passwordChangedEmail(input: { names: string; when: Date }): EmailContent {
  const subject = `Su contraseña de ${PRODUCT} fue cambiada`;
  const greeting = `Hola, ${input.names}:`;
  const notice = `La contraseña de su cuenta de ${PRODUCT} fue cambiada el ${formatCaracasDateTime(input.when)} (hora de Venezuela).`;
  const sessions = 'Por seguridad, se cerraron todas las demás sesiones abiertas con su cuenta.';
  const ifNotYou =
    'Si usted no hizo este cambio, recupere su cuenta de inmediato con la opción «¿Olvidó su contraseña?» de la página de inicio de sesión y escriba a soporte técnico.';
  return {
    subject,
    text: textWithFooter([greeting, '', notice, '', sessions, '', ifNotYou]),
    html: layout(
      subject,
      [paragraph(greeting), paragraph(notice), paragraph(sessions), paragraph(ifNotYou)].join('\n'),
    ),
  };
}

/** Sent to a person given access by an officer: they choose their own password. */
export function welcomeEmail(input: {
  names: string;
  module: string;
  loginPath: string;
}): EmailContent {
  const subject = `Se le dio acceso a ${PRODUCT}`;
  const greeting = `Hola, ${input.names}:`;
  const notice = `Se creó su acceso a ${PRODUCT} en el módulo ${input.module}, con este correo como usuario.`;
  const howTo = `Para entrar, abra la página de inicio de sesión (${input.loginPath}), pulse «¿Olvidó su contraseña?» y siga los pasos para elegir su contraseña. Nadie más la conocerá.`;
  const ifNotYou =
    'Si usted no esperaba este acceso, ignore este correo y comuníquese con soporte técnico.';
  return {
    subject,
    text: textWithFooter([greeting, '', notice, '', howTo, '', ifNotYou]),
    html: layout(
      subject,
      [paragraph(greeting), paragraph(notice), paragraph(howTo), paragraph(ifNotYou)].join('\n'),
    ),
  };
}

/** The message a user wrote on the support page, as it reaches the support mailbox. */
export function supportMessageEmail(input: {
  fromName: string;
  fromEmail: string;
  module: string;
  subject: string;
  message: string;
}): EmailContent {
  const subject = oneLine(`[Soporte ${PRODUCT}] ${input.subject}`);
  const details: [string, string][] = [
    ['De', `${input.fromName} <${input.fromEmail}>`],
    ['Módulo', input.module],
    ['Asunto', oneLine(input.subject)],
  ];
  const title = 'Nuevo mensaje de soporte técnico';
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#868e96;white-space:nowrap">${label}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    subject,
    text: textWithFooter([
      title,
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
      '',
      input.message,
    ]),
    html: layout(
      subject,
      [
        `<p style="margin:0 0 16px;font-weight:bold">${title}</p>`,
        `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`,
        `<div style="white-space:pre-wrap;line-height:1.5;padding:12px;background:#f8f9fa;border-radius:4px">${escapeHtml(input.message)}</div>`,
      ].join('\n'),
    ),
  };
}

/** A label and its value, as receipts list them. */
export type Line = readonly [string, string];

/** Paragraphs, a table of label and value, more paragraphs: a receipt's e-mail. */
export function withTable(
  subject: string,
  before: string[],
  lines: readonly Line[],
  after: string[],
): EmailContent {
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#868e96;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    subject,
    text: textWithFooter([
      ...before.flatMap((text) => [text, '']),
      ...lines.map(([label, value]) => `  ${label}: ${value}`),
      ...after.flatMap((text) => ['', text]),
    ]),
    html: layout(
      subject,
      [
        ...before.map(paragraph),
        `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`,
        ...after.map(paragraph),
      ].join('\n'),
    ),
  };
}

/**
 * Sent to a member of the public who asked for a certificate: their request number,
 * what they sent and what happens next; again, with the same number, when they ask twice.
 */
export function preRegisterReceivedEmail(input: {
  names: string;
  requestNumber: number;
  alreadyOpen: boolean;
  /** What they sent, as label and value, in the order of the form. */
  details: readonly (readonly [string, string])[];
}): EmailContent {
  const subject = `Su solicitud de certificado N.º ${input.requestNumber} en ${PRODUCT}`;
  const greeting = `Hola, ${input.names}:`;
  const received = input.alreadyOpen
    ? `Usted ya tenía una solicitud abierta para este tipo de certificado, así que no se creó otra. Su número de solicitud sigue siendo el ${input.requestNumber}.`
    : `Recibimos su solicitud de certificado médico para conducir. Su número de solicitud es el ${input.requestNumber}.`;
  const sent = 'Estos son los datos de su solicitud:';
  const next =
    'Qué sigue: un médico de Medicina Vial atenderá su solicitud. Cuando acuda a la evaluación médica, lleve su cédula de identidad y diga su número de solicitud: el médico cargará sus datos desde ella. Si algún dato está errado, indíquelo en la evaluación.';
  const ifNotYou = 'Si usted no hizo esta solicitud, ignore este correo.';
  return withTable(subject, [greeting, received, sent], input.details, [next, ifNotYou]);
}
