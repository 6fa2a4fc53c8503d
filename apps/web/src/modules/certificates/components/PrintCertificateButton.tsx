import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePrintCertificate } from './usePrintCertificate';

type PrintCertificateButtonProps = {
  certificateId: number;
  /** Which certificate, for screen readers ("Imprimir el certificado de Ana Pérez"). */
  label: string;
};

/** A compact "Imprimir" of one certificate's printout (A4), for a row of a list. */
export function PrintCertificateButton({ certificateId, label }: PrintCertificateButtonProps) {
  const { t } = useTranslation();
  const { printing, print } = usePrintCertificate();
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconPrinter size={14} aria-hidden />}
      loading={printing}
      aria-label={label}
      onClick={() => void print(certificateId, 'A4')}
    >
      {t('certificates.actions.print')}
    </Button>
  );
}
