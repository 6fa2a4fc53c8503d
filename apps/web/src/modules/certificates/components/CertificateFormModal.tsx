import type { Certificate } from '@aptovial/shared';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { CertificateOptions } from '../certificateOptions';
import type { CertificatesVariant } from '../certificatesScope';
import { CertificateForm } from './CertificateForm';
import { RoadEditForm } from './RoadEditForm';
import { RoadIssueForm } from './RoadIssueForm';

/** 'new' issues a certificate, a certificate edits it, null keeps the modal closed. */
export type CertificateFormTarget = Certificate | 'new' | null;

type CertificateFormModalProps = {
  target: CertificateFormTarget;
  variant: CertificatesVariant;
  options: CertificateOptions;
  ownState: string | null;
  onClose: () => void;
};

type FormProps = Omit<CertificateFormModalProps, 'target'> & { certificate: Certificate | null };

/** The college's form issues and edits; road medicine issues one driver after another. */
function FormFor({ certificate, variant, options, ownState, onClose }: FormProps) {
  if (variant === 'college') {
    return (
      <CertificateForm
        key={certificate?.id ?? 'new'}
        certificate={certificate}
        options={options}
        ownState={ownState}
        onDone={onClose}
      />
    );
  }
  if (certificate === null) return <RoadIssueForm options={options} />;
  return (
    <RoadEditForm
      key={certificate.id}
      certificate={certificate}
      options={options}
      onDone={onClose}
    />
  );
}

export function CertificateFormModal({ target, ...props }: CertificateFormModalProps) {
  const { t } = useTranslation();
  // On a phone the form takes the whole screen.
  const phone = useMediaQuery('(max-width: 36em)');
  const certificate = target === 'new' ? null : target;
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={
        certificate === null
          ? t('certificates.form.issueTitle')
          : t('certificates.form.editTitle', { serial: certificate.serial })
      }
      size="xl"
      fullScreen={phone === true}
    >
      {target !== null && <FormFor certificate={certificate} {...props} />}
    </Modal>
  );
}
