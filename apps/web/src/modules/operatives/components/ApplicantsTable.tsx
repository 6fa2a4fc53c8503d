import type { OperativeApplicant } from '@aptovial/shared';
import { Badge, Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gradeNames } from '../../pre-registrations/index';

/** Where an applicant stands at the operative: to pay, paid, or certified (with the serial). */
export function ApplicantStatusBadge({ applicant }: { applicant: OperativeApplicant }) {
  const { t } = useTranslation();
  if (applicant.certificateId !== null) {
    return (
      <Badge color="green" variant="light">
        {t('operativeField.status.served', { serial: applicant.serial ?? '' })}
      </Badge>
    );
  }
  if (applicant.paymentId !== null) {
    return (
      <Badge color="blue" variant="light">
        {t('operativeField.status.paid')}
      </Badge>
    );
  }
  return (
    <Badge color="yellow" variant="light">
      {t('operativeField.status.open')}
    </Badge>
  );
}

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

type ApplicantsTableProps = {
  applicants: readonly OperativeApplicant[];
  actions: ApplicantActions;
};

const fullName = (applicant: OperativeApplicant) => `${applicant.names} ${applicant.lastNames}`;

/** One row per applicant; its actions are buttons in Tab order, so the keyboard reaches them. */
export function ApplicantsTable({ applicants, actions }: ApplicantsTableProps) {
  const { t } = useTranslation();
  const head = (key: string) => <Table.Th>{t(`operativeField.col.${key}`)}</Table.Th>;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {head('name')}
            {head('dni')}
            {head('type')}
            {head('grades')}
            {head('status')}
            {head('actions')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applicants.map((applicant) => {
            const pending = actions.open && applicant.certificateId === null;
            const name = fullName(applicant);
            return (
              <Table.Tr key={applicant.id}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{`${applicant.nationality}-${applicant.dni}`}</Table.Td>
                <Table.Td>{applicant.typeCertifields}</Table.Td>
                <Table.Td>{gradeNames(applicant.grades)}</Table.Td>
                <Table.Td>
                  <ApplicantStatusBadge applicant={applicant} />
                </Table.Td>
                <Table.Td>
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
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
