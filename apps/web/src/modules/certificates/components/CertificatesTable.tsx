import type { Certificate } from '@aptovial/shared';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { MaybeColumn } from '../../../shared/ui/list/dataColumns';
import type { SortState } from '../../../shared/ui/SortHeader';
import type { CertificateOrderColumn } from '../api/listCertificates';
import type { CertificateOptions } from '../certificateOptions';
import type { CertificatesAccess } from '../certificatesScope';
import { CertificateActions, type CertificateHandlers } from './CertificateActions';
import { StatusBadge } from './StatusBadge';

type CertificatesTableProps = CertificateHandlers & {
  certificates: readonly Certificate[];
  access: CertificatesAccess;
  options: CertificateOptions;
  sort: SortState<CertificateOrderColumn>;
  onSort: (column: CertificateOrderColumn) => void;
};

/** On a phone each certificate is a card: the holder, Situación and the ⋮ menu in sight. */
export function CertificatesTable(props: CertificatesTableProps) {
  const { certificates, access, options, sort, onSort, ...handlers } = props;
  const { t } = useTranslation();
  const label = (key: string) => t(`certificates.col.${key}`);
  const columns: MaybeColumn<Certificate, CertificateOrderColumn>[] = [
    {
      key: 'serial',
      label: label('serial'),
      sortBy: 'serial',
      card: 'fact',
      cell: (c) => c.serial,
    },
    { key: 'names', label: label('names'), sortBy: 'names', card: 'title', cell: (c) => c.names },
    {
      key: 'lastNames',
      label: label('lastNames'),
      sortBy: 'lastNames',
      card: 'title',
      cell: (c) => c.lastNames,
    },
    { key: 'dni', label: label('dni'), card: 'fact', cell: (c) => `${c.nationality}-${c.dni}` },
    { key: 'grade', label: label('grade'), card: 'fact', cell: (c) => options.gradeName(c.grade) },
    { key: 'type', label: label('typeCertifields'), cell: (c) => c.typeCertifields },
    {
      key: 'expeditionDate',
      label: label('expeditionDate'),
      sortBy: 'expeditionDate',
      card: 'fact',
      cell: (c) => showDay(c.expeditionDate),
    },
    {
      key: 'dueDate',
      label: label('dueDate'),
      sortBy: 'dueDate',
      card: 'fact',
      cell: (c) => showDay(c.dueDate),
    },
    { key: 'doctor', label: label('doctor'), cell: (c) => c.nameDoctor },
    access.allStates && {
      key: 'state',
      label: label('state'),
      card: 'fact',
      cell: (c) => options.stateName(c.state),
    },
    {
      key: 'status',
      label: label('status'),
      card: 'status',
      cell: (c) => <StatusBadge status={c.status} />,
    },
    {
      key: 'actions',
      label: label('actions'),
      card: 'action',
      cell: (c) => <CertificateActions certificate={c} access={access} {...handlers} />,
    },
  ];
  return (
    <DataTable
      rows={certificates}
      rowKey={(c) => c.id}
      columns={columns}
      minWidth={1300}
      sort={sort}
      onSort={onSort}
    />
  );
}
