import type { Certificate, Operative, OperativeApplicant } from '@aptovial/shared';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RoadIssueOfOwnNumber, useCertificateOptions } from '../../certificates/index';
import { markServed } from '../api/applicants';

type IssueFromApplicantProps = {
  operative: Pick<Operative, 'id' | 'municipalityName'>;
  /** The applicant being certified; null keeps the form closed. */
  applicant: OperativeApplicant | null;
  onClose: () => void;
  onIssued: (applicant: OperativeApplicant, certificate: Certificate) => void;
};

/**
 * "Emitir" at the operative: the road issue form filled from the applicant (who they are, what
 * they asked for), serving their request, issued at the operative, in its town, on the next
 * free serial. The focus does not go back to the button that opened it: the loop moves it on.
 */
export function IssueFromApplicant({
  operative,
  applicant,
  onClose,
  onIssued,
}: IssueFromApplicantProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const options = useCertificateOptions();
  // On a phone the form takes the whole screen, as the list's own issue form does.
  const phone = useMediaQuery('(max-width: 36em)');
  const issued = (certificate: Certificate) => {
    if (applicant === null) return;
    markServed(client, operative.id, applicant.id, certificate);
    onIssued(applicant, certificate);
  };
  return (
    <Modal
      opened={applicant !== null}
      onClose={onClose}
      returnFocus={false}
      size="xl"
      fullScreen={phone === true}
      title={
        applicant === null
          ? ''
          : t('operativeField.issueTitle', { name: `${applicant.names} ${applicant.lastNames}` })
      }
    >
      {applicant !== null && (
        <RoadIssueOfOwnNumber
          key={applicant.id}
          options={options}
          operativeId={operative.id}
          request={applicant}
          place={operative.municipalityName}
          onIssued={issued}
        />
      )}
    </Modal>
  );
}
