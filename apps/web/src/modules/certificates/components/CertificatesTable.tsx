import type { Certificate } from '@aptovial/shared';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { SortHeader, type SortState } from '../../../shared/ui/SortHeader';
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

export function CertificatesTable(props: CertificatesTableProps) {
  const { certificates, access, options, sort, onSort, ...handlers } = props;
  const { t } = useTranslation();
  const sortable = (column: CertificateOrderColumn) => (
    <SortHeader
      column={column}
      label={t(`certificates.col.${column}`)}
      sort={sort}
      onSort={onSort}
    />
  );
  const plain = (key: string) => <Table.Th>{t(`certificates.col.${key}`)}</Table.Th>;
  return (
    <Table.ScrollContainer minWidth={1300}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {sortable('serial')}
            {sortable('names')}
            {sortable('lastNames')}
            {plain('dni')}
            {plain('grade')}
            {plain('typeCertifields')}
            {sortable('expeditionDate')}
            {sortable('dueDate')}
            {plain('doctor')}
            {access.allStates && plain('state')}
            {plain('status')}
            {plain('actions')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.map((certificate) => (
            <Table.Tr key={certificate.id}>
              <Table.Td>{certificate.serial}</Table.Td>
              <Table.Td>{certificate.names}</Table.Td>
              <Table.Td>{certificate.lastNames}</Table.Td>
              <Table.Td>{`${certificate.nationality}-${certificate.dni}`}</Table.Td>
              <Table.Td>{options.gradeName(certificate.grade)}</Table.Td>
              <Table.Td>{certificate.typeCertifields}</Table.Td>
              <Table.Td>{showDay(certificate.expeditionDate)}</Table.Td>
              <Table.Td>{showDay(certificate.dueDate)}</Table.Td>
              <Table.Td>{certificate.nameDoctor}</Table.Td>
              {access.allStates && <Table.Td>{options.stateName(certificate.state)}</Table.Td>}
              <Table.Td>
                <StatusBadge status={certificate.status} />
              </Table.Td>
              <Table.Td>
                <CertificateActions certificate={certificate} access={access} {...handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
