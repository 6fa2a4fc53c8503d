import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { errorAlert } from '../../../shared/ui/alerts';
import { openReportPdf } from '../api/certificatePdf';

/** "Imprimir reporte": the list's filters as the PDF report, with the state's President. */
export function ReportPdfButton({ query }: { query: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await openReportPdf(query);
    } catch (error) {
      void errorAlert(messageOf(error, t('certificates.printReportFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconPrinter size={18} aria-hidden />}
      loading={busy}
      onClick={() => void onClick()}
    >
      {t('certificates.printReport')}
    </Button>
  );
}
