/** The certificates module's public face: what other web modules may use of it. */
export { useCertificateOptions } from './certificateOptions';
export { roadCertificatesAccessOf } from './certificatesScope';
export { RoadIssueOfOwnNumber } from './components/CertificateFormModal';
export { IssuedNotice } from './components/IssuedNotice';
