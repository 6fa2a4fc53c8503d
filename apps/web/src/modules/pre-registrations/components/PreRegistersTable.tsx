import type { PreRegistrationWithPayment } from '@aptovial/shared';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/dataColumns';
import { OpenButton } from '../../../shared/ui/list/OpenButton';
import type { SortState } from '../../../shared/ui/SortHeader';
import type { PreRegisterOrderColumn } from '../api/listPreRegisters';
import { gradeNames } from '../requestTexts';
import { PaymentBadge } from './PaymentBadge';
import { RequestStatusBadge } from './StatusBadge';

type Request = PreRegistrationWithPayment;

type PreRegistersTableProps = {
  requests: readonly Request[];
  stateName: (code: string) => string;
  sort: SortState<PreRegisterOrderColumn>;
  onSort: (column: PreRegisterOrderColumn) => void;
  onOpen: (id: number) => void;
};

/**
 * One row per request (on a phone, one card), with its status and its payment (decision 0066); a
 * click on the row (or its "Ver" button, by keyboard) opens the detail.
 */
export function PreRegistersTable({
  requests,
  stateName,
  sort,
  onSort,
  onOpen,
}: PreRegistersTableProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`preRegister.col.${key}`);
  const sortable = (key: PreRegisterOrderColumn, cell: DataColumn<Request>['cell']) => ({
    key,
    label: label(key),
    sortBy: key,
    cell,
  });
  const columns: DataColumn<Request, PreRegisterOrderColumn>[] = [
    { key: 'id', label: label('id'), card: 'fact', cell: (request) => request.id },
    { ...sortable('createdAt', (request) => showDay(request.createdAt)), card: 'fact' },
    { ...sortable('names', (request) => request.names), card: 'title' },
    { ...sortable('lastNames', (request) => request.lastNames), card: 'title' },
    { ...sortable('dni', (request) => `${request.nationality}-${request.dni}`), card: 'fact' },
    { ...sortable('state', (request) => stateName(request.state)), card: 'fact' },
    {
      key: 'municipality',
      label: label('municipality'),
      cell: (request) => request.municipalityName,
    },
    {
      key: 'typeCertifields',
      label: label('typeCertifields'),
      card: 'fact',
      cell: (request) => request.typeCertifields,
    },
    {
      key: 'grades',
      label: label('grades'),
      card: 'fact',
      cell: (request) => gradeNames(request.grades),
    },
    {
      key: 'status',
      label: label('status'),
      card: 'status',
      cell: (request) => <RequestStatusBadge request={request} />,
    },
    {
      key: 'payment',
      label: label('payment'),
      card: 'status',
      cell: (request) => <PaymentBadge payment={request.payment} />,
    },
    {
      key: 'actions',
      label: label('actions'),
      card: 'action',
      cell: (request) => (
        <OpenButton
          onOpen={() => onOpen(request.id)}
          view={t('preRegister.view')}
          openLabel={t('preRegister.open', { id: request.id })}
        />
      ),
    },
  ];
  return (
    <DataTable
      rows={requests}
      rowKey={(request) => request.id}
      columns={columns}
      minWidth={1200}
      sort={sort}
      onSort={onSort}
      onOpen={(request) => onOpen(request.id)}
    />
  );
}
