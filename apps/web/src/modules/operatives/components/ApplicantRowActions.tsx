import type { OperativeApplicant } from '@aptovial/shared';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PrintCertificateButton } from '../../certificates/index';

export type ApplicantActions = {
  /** The operative is in progress: its applicants are charged and certified. */
  open: boolean;
  /** The session issues certificates (it has its own college number). */
  issues: boolean;
  chargeHref: (applicant: OperativeApplicant) => string;
  onIssue: (applicant: OperativeApplicant) => void;
  /** Keeps each "Emitir" button, so the loop can move the focus to the next one. */
  issueButton: (id: number) => (button: HTMLButtonElement | null) => void;
};

export const fullName = (applicant: OperativeApplicant) =>
  `${applicant.names} ${applicant.lastNames}`;

/**
 * One applicant's buttons, in Tab order: "Cobrar" while unpaid, "Emitir" while without a
 * certificate (an unpaid one first asks: charge, or issue without payment and why), and
 * "Imprimir" once certified.
 */
export function ApplicantRowActions({
  applicant,
  actions,
}: {
  applicant: OperativeApplicant;
  actions: ApplicantActions;
}) {
  const { t } = useTranslation();
  const name = fullName(applicant);
  const pending = actions.open && applicant.certificateId === null;
  return (
    <Group gap="xs" wrap="nowrap">
      {pending && applicant.paymentId === null && (
        <Button
          component={Link}
          to={actions.chargeHref(applicant)}
          variant="light"
          size="compact-sm"
          aria-label={t('operativeField.chargeOf', { name })}
        >
          {t('operativeField.charge')}
        </Button>
      )}
      {pending && actions.issues && (
        <Button
          ref={actions.issueButton(applicant.id)}
          size="compact-sm"
          aria-label={t('operativeField.issueOf', { name })}
          onClick={() => actions.onIssue(applicant)}
        >
          {t('operativeField.issue')}
        </Button>
      )}
      {applicant.certificateId !== null && (
        <PrintCertificateButton
          certificateId={applicant.certificateId}
          label={t('operativeField.printOf', { name })}
        />
      )}
    </Group>
  );
}
