import type { Certificate, Operative, OperativeApplicant, WithoutPayment } from '@aptovial/shared';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal';
import { RoadIssueOfOwnNumber, useCertificateOptions } from '../../certificates/index';
import { markServed } from '../api/applicants';
import { UnpaidApplicantStep } from './UnpaidApplicantStep';

type IssueFromApplicantProps = {
  operative: Pick<Operative, 'id' | 'municipalityName'>;
  /** The applicant being certified; null keeps the form closed. */
  applicant: OperativeApplicant | null;
  /** pagar-solicitud for an applicant: where "Cobrar primero" goes. */
  chargeHref: (applicant: OperativeApplicant) => string;
  onClose: () => void;
  onIssued: (applicant: OperativeApplicant, certificate: Certificate) => void;
};

/**
 * "Emitir" at the operative: the road issue form filled from the applicant (who they are, what
 * they asked for), serving their request, issued at the operative, in its town, on the next
 * free serial. The focus does not go back to the button that opened it: the loop moves it on.
 * An applicant who has not paid is asked about first (decision 0065): charge, or issue without
 * payment with the reason, which the certificate then keeps.
 */
export function IssueFromApplicant({
  operative,
  applicant,
  chargeHref,
  onClose,
  onIssued,
}: IssueFromApplicantProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const options = useCertificateOptions();
  // On a phone the form takes the whole screen, as the list's own issue form does.
  const phone = useMediaQuery('(max-width: 36em)');
  // The reason chosen for this applicant; another applicant's form starts without one.
  const [reason, setReason] = useState<{ id: number; value: WithoutPayment } | null>(null);
  const chosen = reason !== null && reason.id === applicant?.id ? reason.value : undefined;
  const asking = applicant !== null && applicant.paymentId === null && chosen === undefined;
  // Once the reason is chosen the form takes the step's place: the cursor goes to its serial, as
  // when the dialog opens on a paid applicant.
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (chosen !== undefined) body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [chosen]);
  const issued = (certificate: Certificate) => {
    if (applicant === null) return;
    markServed(client, operative.id, applicant.id, certificate);
    onIssued(applicant, certificate);
  };
  return (
    <FormModal
      opened={applicant !== null}
      onClose={onClose}
      // One draft per applicant (decision 0067): Esc asks before losing what was typed, and
      // reopening finds it. Never the serial; an issued certificate leaves none.
      draftKey={`operatives:${operative.id}:issue:${applicant?.id ?? 'none'}`}
      returnFocus={false}
      size="xl"
      fullScreen={phone === true}
      title={
        applicant === null
          ? ''
          : t('operativeField.issueTitle', { name: `${applicant.names} ${applicant.lastNames}` })
      }
    >
      {applicant !== null && asking && (
        <UnpaidApplicantStep
          applicant={applicant}
          chargeHref={chargeHref(applicant)}
          onChoose={(value) => setReason({ id: applicant.id, value })}
        />
      )}
      <div ref={body}>
        {applicant !== null && !asking && (
          <RoadIssueOfOwnNumber
            key={applicant.id}
            options={options}
            operativeId={operative.id}
            request={applicant}
            place={operative.municipalityName}
            onIssued={issued}
            withoutPayment={chosen}
          />
        )}
      </div>
    </FormModal>
  );
}
