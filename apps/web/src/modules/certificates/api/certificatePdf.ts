import { apiPath, apiPaths, type paperSchema } from '@aptovial/shared';
import type { z } from 'zod';
import { requestFile } from '../../../shared/api/http';
import { withOverlay } from '../../../shared/ui/loadingStore';

export type Paper = z.output<typeof paperSchema>;

/** GET /api/certifields/{id}/pdf?paper: the printout, fetched with the session's credential. */
export async function fetchCertificatePdf(id: number, paper: Paper) {
  return requestFile(apiPath('certifieldPdf', { id }), {
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
  openPdf(await withOverlay(fetchCertificatePdf(id, paper)));
}

/** GET /api/certifields/reports/pdf: the report of the list's filters, with the President. */
export async function openReportPdf(query: Record<string, string | undefined>): Promise<void> {
  openPdf(
    await withOverlay(
      requestFile(apiPaths.certifieldsReportsPdf, {
        query,
        fallbackName: 'reporte-certificados.pdf',
      }),
    ),
  );
}
