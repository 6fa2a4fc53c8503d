import type { PaymentListItem } from '@aptovial/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { SortHeader, type SortState } from '../../../shared/ui/SortHeader';
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

/** One row per payment; the payer's phone only ever masked (the API never sends it whole). */
export function PaymentsTable({ payments, sort, onSort }: PaymentsTableProps) {
  const { t } = useTranslation();
  const sortable = (column: PaymentOrderColumn) => (
    <SortHeader column={column} label={t(`payments.col.${column}`)} sort={sort} onSort={onSort} />
  );
  const plain = (key: string) => <Table.Th>{t(`payments.col.${key}`)}</Table.Th>;
  // The certificate by its serial, the number printed on it (decision 0053).
  const paidFor = (payment: PaymentListItem) =>
    payment.certificateSerial !== null
      ? t('payments.paidFor.certificate', { serial: payment.certificateSerial })
      : payment.preRegistrationId !== null
        ? t('payments.paidFor.request', { id: payment.preRegistrationId })
        : '—';
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {sortable('createdAt')}
            {sortable('trxDate')}
            {sortable('amount')}
            {plain('status')}
            {plain('method')}
            {plain('reference')}
            {plain('bank')}
            {plain('phone')}
            {plain('payer')}
            {plain('paidFor')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{showDay(payment.createdAt)}</Table.Td>
              <Table.Td>{showDay(payment.trxDate.slice(0, 10)) || payment.trxDate}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {t('payments.bs', { amount: bolivarsText(payment.amount) })}
              </Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={payment.status} />
              </Table.Td>
              <Table.Td>{t(`payments.method.${payment.method}`)}</Table.Td>
              <Table.Td>{payment.paymentReference ?? '—'}</Table.Td>
              <Table.Td>{bankName(payment.bankCode)}</Table.Td>
              <Table.Td>{payment.payerPhoneMasked}</Table.Td>
              <Table.Td>
                <Text fz="sm">{payerOf(payment)}</Text>
                {payment.paidBy !== null && (
                  <Text fz="xs" c="dimmed">
                    {payment.payerId}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{paidFor(payment)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
