import type { PaymentListItem } from '@aptovial/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/dataColumns';
import type { SortState } from '../../../shared/ui/SortHeader';
import type { PaymentOrderColumn } from '../api/listPayments';
import { bankName, bolivarsText } from '../money';
import { PaymentStatusBadge } from './PaymentStatusBadge';

type PaymentsTableProps = {
  payments: readonly PaymentListItem[];
  sort: SortState<PaymentOrderColumn>;
  onSort: (column: PaymentOrderColumn) => void;
};

/** Who paid: the request's person when there is one, else the payer's cédula alone. */
function payerOf(payment: PaymentListItem): string {
  const person = payment.paidBy;
  return person === null ? payment.payerId : `${person.names} ${person.lastNames}`;
}

/**
 * One row per payment (on a phone, one card: the amount, its status, who paid and for what); the
 * payer's phone only ever masked (the API never sends it whole).
 */
export function PaymentsTable({ payments, sort, onSort }: PaymentsTableProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`payments.col.${key}`);
  // The certificate by its serial, the number printed on it (decision 0053).
  const paidFor = (payment: PaymentListItem) =>
    payment.certificateSerial !== null
      ? t('payments.paidFor.certificate', { serial: payment.certificateSerial })
      : payment.preRegistrationId !== null
        ? t('payments.paidFor.request', { id: payment.preRegistrationId })
        : '—';
  const columns: DataColumn<PaymentListItem, PaymentOrderColumn>[] = [
    {
      key: 'createdAt',
      label: label('createdAt'),
      sortBy: 'createdAt',
      card: 'fact',
      cell: (payment) => showDay(payment.createdAt),
    },
    {
      key: 'trxDate',
      label: label('trxDate'),
      sortBy: 'trxDate',
      cell: (payment) => showDay(payment.trxDate.slice(0, 10)) || payment.trxDate,
    },
    {
      key: 'amount',
      label: label('amount'),
      sortBy: 'amount',
      card: 'title',
      numeric: true,
      cell: (payment) => t('payments.bs', { amount: bolivarsText(payment.amount) }),
    },
    {
      key: 'status',
      label: label('status'),
      card: 'status',
      cell: (payment) => <PaymentStatusBadge status={payment.status} />,
    },
    {
      key: 'method',
      label: label('method'),
      card: 'fact',
      cell: (payment) => t(`payments.method.${payment.method}`),
    },
    {
      key: 'reference',
      label: label('reference'),
      card: 'fact',
      cell: (payment) => payment.paymentReference ?? '—',
    },
    { key: 'bank', label: label('bank'), cell: (payment) => bankName(payment.bankCode) },
    { key: 'phone', label: label('phone'), cell: (payment) => payment.payerPhoneMasked },
    {
      key: 'payer',
      label: label('payer'),
      card: 'fact',
      cell: (payment) => (
        <>
          <Text fz="sm">{payerOf(payment)}</Text>
          {payment.paidBy !== null && (
            <Text fz="xs" c="dimmed">
              {payment.payerId}
            </Text>
          )}
        </>
      ),
    },
    { key: 'paidFor', label: label('paidFor'), card: 'fact', cell: paidFor },
  ];
  return (
    <DataTable
      rows={payments}
      rowKey={(payment) => payment.id}
      columns={columns}
      minWidth={1100}
      sort={sort}
      onSort={onSort}
    />
  );
}
