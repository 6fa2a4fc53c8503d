import type { Operative } from '@aptovial/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTable, OpenableRow } from '../../../shared/ui/list/ListTable';
import { SortHeader, type SortState } from '../../../shared/ui/SortHeader';
import type { OperativeOrderColumn } from '../api/history';
import { datesText, doctorName, moneyText } from '../operativeText';
import { OperativeStatusBadge } from './OperativeStatusBadge';

type OperativesTableProps = {
  operatives: readonly Operative[];
  /** The Admin sees every doctor's operatives: the doctor's column says whose. */
  showDoctor: boolean;
  stateName: (code: string) => string;
  sort: SortState<OperativeOrderColumn>;
  onSort: (column: OperativeOrderColumn) => void;
  onOpen: (id: number) => void;
};

/** One row per operative; the row (or its "Ver" button, by keyboard) opens its details. */
export function OperativesTable(props: OperativesTableProps) {
  const { operatives, showDoctor, stateName, sort, onSort, onOpen } = props;
  const { t } = useTranslation();
  const label = (key: string) => t(`operativeRecord.col.${key}`);
  const sortable = (column: OperativeOrderColumn, key: string) => (
    <SortHeader column={column} label={label(key)} sort={sort} onSort={onSort} />
  );
  const plain = (key: string) => <Table.Th>{label(key)}</Table.Th>;
  const figure = (value: string) => (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      {value}
    </Table.Td>
  );
  const head = (
    <>
      {sortable('startDate', 'dates')}
      {sortable('status', 'status')}
      {plain('municipality')}
      {plain('place')}
      {plain('price')}
      {plain('applicants')}
      {plain('certificates')}
      {plain('collected')}
      {showDoctor && plain('doctor')}
      {plain('actions')}
    </>
  );
  return (
    <ListTable minWidth={showDoctor ? 1200 : 1050} head={head}>
      {operatives.map((operative) => (
        <OpenableRow
          key={operative.id}
          onOpen={() => onOpen(operative.id)}
          view={t('operativeRecord.view')}
          openLabel={t('operativeRecord.open', { id: operative.id })}
        >
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{datesText(operative)}</Table.Td>
          <Table.Td>
            <OperativeStatusBadge status={operative.status} />
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{operative.municipalityName}</Text>
            <Text fz="xs" c="dimmed">
              {stateName(operative.state)}
            </Text>
          </Table.Td>
          <Table.Td maw={260}>
            <Text fz="sm" lineClamp={2}>
              {operative.address.description}
            </Text>
          </Table.Td>
          {figure(t('operativeRecord.bs', { amount: moneyText(operative.price) }))}
          {figure(String(operative.totalUsers))}
          {figure(String(operative.certificates))}
          {figure(t('operativeRecord.bs', { amount: moneyText(operative.total) }))}
          {showDoctor && <Table.Td>{doctorName(operative)}</Table.Td>}
        </OpenableRow>
      ))}
    </ListTable>
  );
}
