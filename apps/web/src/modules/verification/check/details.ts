import {
  type CertificateProofFields,
  certificateRules,
  licenceGrades,
  type PublicCertificate,
  stateName,
} from '@aptovial/shared';
import { showDay } from '../../../shared/dates/dayText';
import type { CertificateView } from '../outcome';

const nameOf = (list: readonly { as: string; name: string }[], code: string) =>
  list.find((item) => item.as === code)?.name ?? code;

/** Codes turned into the names an officer reads; dates as DD-MM-YYYY. */
export function toCertificateView(
  fields: CertificateProofFields | PublicCertificate,
): CertificateView {
  return {
    serial: fields.serial,
    names: fields.names,
    lastNames: fields.lastNames,
    maskedDni: fields.maskedDni,
    grade: nameOf(licenceGrades, fields.grade),
    typeCertifields: fields.typeCertifields,
    rules: fields.rules.map((rule) => nameOf(certificateRules, rule)),
    glasses: fields.glasses,
    expeditionDate: showDay(fields.expeditionDate) || fields.expeditionDate,
    dueDate: showDay(fields.dueDate) || fields.dueDate,
    doctor: fields.doctor,
    licenseNumber: fields.licenseNumber,
    state: stateName(fields.state),
  };
}
