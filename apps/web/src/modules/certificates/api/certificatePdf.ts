import { requestFile } from '../../../shared/api/http';
import { certificatesPaths } from '../certificatesScope';

export type Paper = 'A4' | 'LETTER';

/** GET /api/certifields/{id}/pdf?paper: the printout, fetched with the session's credential. */
export async function fetchCertificatePdf(id: number, paper: Paper) {
  return requestFile(certificatesPaths.pdf(id), {
    query: { paper },
    fallbackName: `certificado-${id}.pdf`,
  });
}

/**
 * Opens a PDF in a new tab (the browser's viewer prints it); when pop-ups are blocked the file
 * downloads instead.
 */
export function openPdf({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const opened = window.open(url, '_blank');
  if (opened === null) {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  }
  // The new tab has loaded the file by then; the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function openCertificatePdf(id: number, paper: Paper): Promise<void> {
  openPdf(await fetchCertificatePdf(id, paper));
}

/** GET /api/certifields/reports/pdf: the report of the list's filters, with the President. */
export async function openReportPdf(query: Record<string, string | undefined>): Promise<void> {
  openPdf(
    await requestFile(certificatesPaths.reportPdf, {
      query,
      fallbackName: 'reporte-certificados.pdf',
    }),
  );
}
