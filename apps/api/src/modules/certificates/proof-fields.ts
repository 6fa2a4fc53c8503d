import { type Certificate, type CertificateProofFields, maskDni } from '@aptovial/shared';

/**
 * What the QR signs: the roadside fields exactly as searchFree answers them (the printed doctor
 * name, the issuing number's licence), so the verification page can compare the two.
 */
export function proofFieldsOf(certificate: Certificate): CertificateProofFields {
  return {
    serial: certificate.serial,
    names: certificate.names,
    lastNames: certificate.lastNames,
    maskedDni: maskDni(certificate.nationality, certificate.dni),
    grade: certificate.grade,
    typeCertifields: certificate.typeCertifields,
    rules: certificate.rules,
    glasses: certificate.glasses,
    expeditionDate: certificate.expeditionDate,
    dueDate: certificate.dueDate,
    doctor: certificate.nameDoctor,
    licenseNumber: certificate.createdBy.licenseNumber,
    state: certificate.state,
  };
}
