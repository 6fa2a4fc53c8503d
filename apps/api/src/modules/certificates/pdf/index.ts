// The printouts, as pure functions from data to PDF bytes; the routes decide who may get them.
export { type CertificatePdfInput, renderCertificatePdf } from './certificate-pdf';
export type { Paper } from './document';
export {
  type CertificateReportPdfInput,
  type ReportPresident,
  renderCertificateReportPdf,
} from './report-pdf';
