import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { errorAlert } from '../../../shared/ui/alerts';
import { openCertificatePdf, type Paper } from '../api/certificatePdf';

/** Opens a certificate's PDF to print; says so when it cannot. `printing` while it downloads. */
export function usePrintCertificate() {
  const { t } = useTranslation();
  const [printing, setPrinting] = useState(false);
  const print = async (id: number, paper: Paper) => {
    setPrinting(true);
    try {
      await openCertificatePdf(id, paper);
    } catch (error) {
      void errorAlert(messageOf(error, t('certificates.actions.printFailed')));
    } finally {
      setPrinting(false);
    }
  };
  return { printing, print };
}
