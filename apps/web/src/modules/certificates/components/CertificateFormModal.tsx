import type { Certificate } from '@aptovial/shared';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { CertificateOptions } from '../certificateOptions';
import { CertificateForm } from './CertificateForm';

/** 'new' issues a certificate, a certificate edits it, null keeps the modal closed. */
export type CertificateFormTarget = Certificate | 'new' | null;

type CertificateFormModalProps = {
  target: CertificateFormTarget;
  options: CertificateOptions;
  ownState: string | null;
  onClose: () => void;
};

export function CertificateFormModal({
  target,
  options,
  ownState,
  onClose,
}: CertificateFormModalProps) {
  const { t } = useTranslation();
  // On a phone the form takes the whole screen.
  const phone = useMediaQuery('(max-width: 36em)');
  const certificate = target === 'new' ? null : target;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={
        certificate === null
          ? t('certificates.form.issueTitle')
          : t('certificates.form.editTitle', { serial: certificate.serial })
      }
      size="xl"
      fullScreen={phone === true}
    >
      {target !== null && (
        <CertificateForm
          key={certificate?.id ?? 'new'}
          certificate={certificate}
          options={options}
          ownState={ownState}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
