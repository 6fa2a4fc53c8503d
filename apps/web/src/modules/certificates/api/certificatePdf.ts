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
 * Opens the PDF in a new tab (the browser's viewer prints it); when pop-ups are blocked the file
 * downloads instead.
 */
export async function openCertificatePdf(id: number, paper: Paper): Promise<void> {
  const { blob, fileName } = await fetchCertificatePdf(id, paper);
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
