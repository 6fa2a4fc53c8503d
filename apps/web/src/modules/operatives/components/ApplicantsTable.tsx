import type { OperativeApplicant } from '@aptovial/shared';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/dataColumns';
import { gradeNames } from '../../pre-registrations/index';
import { type ApplicantActions, ApplicantRowActions, fullName } from './ApplicantRowActions';
import { ApplicantStatusBadge } from './ApplicantStatus';

type ApplicantsTableProps = {
  applicants: readonly OperativeApplicant[];
  actions: ApplicantActions;
};

/**
 * One row per applicant; its actions are buttons in Tab order, so the keyboard reaches them. On a
 * phone each is a card with where they stand and what to do next in sight (decision 0068).
 */
export function ApplicantsTable({ applicants, actions }: ApplicantsTableProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`operativeField.col.${key}`);
  const columns: DataColumn<OperativeApplicant>[] = [
    { key: 'name', label: label('name'), card: 'title', cell: fullName },
    {
      key: 'dni',
      label: label('dni'),
      card: 'fact',
      cell: (applicant) => `${applicant.nationality}-${applicant.dni}`,
    },
    {
      key: 'type',
      label: label('type'),
      card: 'fact',
      cell: (applicant) => applicant.typeCertifields,
    },
    {
      key: 'grades',
      label: label('grades'),
      card: 'fact',
      cell: (applicant) => gradeNames(applicant.grades),
    },
    {
      key: 'status',
      label: label('status'),
      card: 'status',
      cell: (applicant) => <ApplicantStatusBadge applicant={applicant} />,
    },
    {
      key: 'actions',
      label: label('actions'),
      card: 'action',
      cell: (applicant) => <ApplicantRowActions applicant={applicant} actions={actions} />,
    },
  ];
  return (
    <DataTable
      rows={applicants}
      rowKey={(applicant) => applicant.id}
      columns={columns}
      minWidth={820}
    />
  );
}
