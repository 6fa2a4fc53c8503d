// What the page shows once a check is done: loaded with the check, after the first view.
export { CertificateDetails } from './CertificateDetails';
export { StatusBanner } from './StatusBanner';
