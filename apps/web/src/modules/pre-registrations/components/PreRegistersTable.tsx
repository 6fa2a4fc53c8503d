import type { PreRegistration } from '@aptovial/shared';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { ListTable, OpenableRow } from '../../../shared/ui/list/ListTable';
import { SortHeader, type SortState } from '../../../shared/ui/SortHeader';
import type { PreRegisterOrderColumn } from '../api/listPreRegisters';
import { gradeNames } from '../requestTexts';
import { RequestStatusBadge } from './StatusBadge';

type PreRegistersTableProps = {
  requests: readonly PreRegistration[];
  stateName: (code: string) => string;
  sort: SortState<PreRegisterOrderColumn>;
  onSort: (column: PreRegisterOrderColumn) => void;
  onOpen: (id: number) => void;
};

/** One row per request; a click on the row (or its "Ver" button, by keyboard) opens the detail. */
export function PreRegistersTable({
  requests,
  stateName,
  sort,
  onSort,
  onOpen,
}: PreRegistersTableProps) {
  const { t } = useTranslation();
  const sortable = (column: PreRegisterOrderColumn) => (
    <SortHeader
      column={column}
      label={t(`preRegister.col.${column}`)}
      sort={sort}
      onSort={onSort}
    />
  );
  const plain = (key: string) => <Table.Th>{t(`preRegister.col.${key}`)}</Table.Th>;
  const head = (
    <>
      {plain('id')}
      {sortable('createdAt')}
      {sortable('names')}
      {sortable('lastNames')}
      {sortable('dni')}
      {sortable('state')}
      {plain('municipality')}
      {plain('typeCertifields')}
      {plain('grades')}
      {plain('status')}
      {plain('actions')}
    </>
  );
  return (
    <ListTable minWidth={1100} head={head}>
      {requests.map((request) => (
        <OpenableRow
          key={request.id}
          onOpen={() => onOpen(request.id)}
          view={t('preRegister.view')}
          openLabel={t('preRegister.open', { id: request.id })}
        >
          <Table.Td>{request.id}</Table.Td>
          <Table.Td>{showDay(request.createdAt)}</Table.Td>
          <Table.Td>{request.names}</Table.Td>
          <Table.Td>{request.lastNames}</Table.Td>
          <Table.Td>{`${request.nationality}-${request.dni}`}</Table.Td>
          <Table.Td>{stateName(request.state)}</Table.Td>
          <Table.Td>{request.municipalityName}</Table.Td>
          <Table.Td>{request.typeCertifields}</Table.Td>
          <Table.Td>{gradeNames(request.grades)}</Table.Td>
          <Table.Td>
            <RequestStatusBadge request={request} />
          </Table.Td>
        </OpenableRow>
      ))}
    </ListTable>
  );
}
