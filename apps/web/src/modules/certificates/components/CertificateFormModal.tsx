import { type Certificate, correctionWindowEnd } from '@aptovial/shared';
import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { showMoment } from '../../../shared/dates/dayText';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { FormModal } from '../../../shared/ui/FormModal';
import { type CertificateOptions, optionsAllowedBy } from '../certificateOptions';
import type { CertificatesVariant } from '../certificatesScope';
import { CertificateForm } from './CertificateForm';
import { RoadEditForm } from './RoadEditForm';
import { RoadIssueForm, type RoadIssueFormProps } from './RoadIssueForm';

/** On the road a doctor issues as their own number: only its types and grades are offered. */
export function RoadIssueOfOwnNumber({ options, ...props }: RoadIssueFormProps) {
  const number = useSessionStore((state) => state.user?.schoolNumber);
  return <RoadIssueForm options={optionsAllowedBy(options, number)} {...props} />;
}

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
  if (certificate === null) return <RoadIssueOfOwnNumber options={options} />;
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
    <FormModal
      opened={target !== null}
      onClose={props.onClose}
      // Esc, × or a click outside ask before losing what was typed; a draft survives reopening
      // (decision 0067), one per variant and certificate. It never holds the serial.
      draftKey={`certificates:${props.variant}:${certificate?.id ?? 'new'}`}
      title={
        certificate === null
          ? t('certificates.form.issueTitle')
          : t('certificates.form.editTitle', { serial: certificate.serial })
      }
      size="xl"
      fullScreen={phone === true}
    >
      {certificate !== null && (
        // Decision 0048: the printed data is corrected only within its window.
        <Text fz="sm" c="dimmed" mb="sm">
          {t('certificates.form.windowUntil', {
            until: showMoment(correctionWindowEnd(certificate.createdAt)),
          })}
        </Text>
      )}
      {target !== null && <FormFor certificate={certificate} {...props} />}
    </FormModal>
  );
}
