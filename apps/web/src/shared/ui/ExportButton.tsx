import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../api/errorMessage';
import { requestFile } from '../api/http';
import { errorAlert } from './alerts';
import { withOverlay } from './loadingStore';

type QueryValue = string | number | boolean | null | undefined;
type ExportButtonProps = {
  /** The API's export route, such as apiPaths.usersReportsXlsx. */
  path: string;
  /** The list's current filters: the file holds what the screen shows, every page of it. */
  query: Record<string, QueryValue>;
  /** Name used when the server gives none. */
  fileName: string;
};

/** Hands the browser a file without leaving the page (an object URL on a temporary link). */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL can go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Exportar a Excel": downloads the list with its current filters. */
export function ExportButton({ path, query, fileName }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const file = await withOverlay(requestFile(path, { query, fallbackName: fileName }));
      saveFile(file.blob, file.fileName);
    } catch (error) {
      void errorAlert(messageOf(error, t('lists.exportFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      loading={busy}
      onClick={() => void onClick()}
    >
      {t('lists.export')}
    </Button>
  );
}
