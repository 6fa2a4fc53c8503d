/** The certificates module's public face: what other web modules may use of it. */
export { useCertificateOptions } from './certificateOptions';
export { roadCertificatesAccessOf } from './certificatesScope';
export { RoadIssueOfOwnNumber } from './components/CertificateFormModal';
export { IssuedNotice } from './components/IssuedNotice';
export { PrintCertificateButton } from './components/PrintCertificateButton';
export { UnpaidReasonFields } from './components/UnpaidReasonFields';
export { checkUnpaidDraft, emptyUnpaidDraft, type UnpaidDraft } from './withoutPaymentValues';
