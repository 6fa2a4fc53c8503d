import { type EmailContent, type Line, withTable } from './templates';

/** What every notice of an operative says: where, when, at what price, and with whom. */
export type OperativeFacts = {
  place: string;
  /** An OpenStreetMap link to the pin. */
  mapUrl: string;
  municipality: string;
  state: string;
  /** The dates as people read them: "el 20/06/2026" or "del 20/06/2026 al 22/06/2026". */
  dates: string;
  /** Bolívares as people read them: "1.520,50 Bs". */
  price: string;
  doctor: string;
};

/** Who a notice is for: an applicant (with their request) or a person the doctor added. */
export type NoticeAddressee = { names: string; requestNumber: number } | { names?: undefined };

const linesOf = (facts: OperativeFacts, addressee: NoticeAddressee): Line[] => [
  ['Lugar', facts.place],
  ['Mapa', facts.mapUrl],
  ['Municipio', `${facts.municipality} (${facts.state})`],
  ['Fechas', facts.dates],
  ['Precio del certificado', facts.price],
  ['Médico', facts.doctor],
  ...(addressee.names === undefined
    ? []
    : [['Su solicitud', `N.º ${addressee.requestNumber}`] as Line]),
];

const greetingOf = (addressee: NoticeAddressee) =>
  addressee.names === undefined ? 'Saludos:' : `Hola, ${addressee.names}:`;

function whatToBring(addressee: NoticeAddressee): string {
  const request =
    addressee.names === undefined
      ? 'su número de solicitud'
      : `su número de solicitud (N.º ${addressee.requestNumber})`;
  const who = addressee.names === undefined ? 'Cada solicitante debe llevar' : 'Lleve';
  return `${who}: cédula de identidad, lentes si los usa, su tipo de sangre y ${request}.`;
}

/** A new operative in the applicant's municipality (decision 0025). */
export function operativeAnnouncedEmail(
  facts: OperativeFacts,
  addressee: NoticeAddressee,
): EmailContent {
  const subject = `Operativo de Medicina Vial en ${facts.municipality}, ${facts.dates}`;
  const intro =
    addressee.names === undefined
      ? `Se programó un operativo de Medicina Vial en el municipio ${facts.municipality}, ${facts.dates}.`
      : `Se programó un operativo de Medicina Vial en su municipio, ${facts.dates}: allí puede hacerse la evaluación médica de su solicitud, pagarla y recibir su certificado.`;
  return withTable(subject, [greetingOf(addressee), intro], linesOf(facts, addressee), [
    whatToBring(addressee),
  ]);
}

/** The operative moved to other dates. */
export function operativeRescheduledEmail(
  facts: OperativeFacts,
  addressee: NoticeAddressee,
): EmailContent {
  const subject = `Operativo de Medicina Vial reagendado en ${facts.municipality}: ${facts.dates}`;
  const intro = `El operativo de Medicina Vial del municipio ${facts.municipality} cambió de fecha: ahora es ${facts.dates}.`;
  return withTable(subject, [greetingOf(addressee), intro], linesOf(facts, addressee), [
    whatToBring(addressee),
  ]);
}

/** The operative will not take place; `reason` is the doctor's. */
export function operativeCancelledEmail(
  facts: OperativeFacts,
  addressee: NoticeAddressee,
  reason: string,
): EmailContent {
  const subject = `Operativo de Medicina Vial cancelado en ${facts.municipality}`;
  const intro = `El operativo de Medicina Vial del municipio ${facts.municipality} previsto ${facts.dates} fue cancelado.`;
  const after =
    addressee.names === undefined
      ? []
      : [
          'Su solicitud sigue abierta: le avisaremos por este medio cuando haya un nuevo operativo.',
        ];
  return withTable(
    subject,
    [greetingOf(addressee), intro, `Motivo: ${reason}`],
    linesOf(facts, addressee),
    after,
  );
}
