// The printouts, as pure functions from data to PDF bytes; the routes decide who may get them.
export { renderCertificatePdf } from './certificate-pdf';
export { renderCertificateReportPdf } from './report-pdf';
