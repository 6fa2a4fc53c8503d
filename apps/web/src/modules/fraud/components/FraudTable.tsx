import { type FraudSignal, formatTimestamp } from '@aptovial/shared';
import { Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type FraudTableProps = {
  signals: readonly FraudSignal[];
  stateName: (code: string) => string;
  onOpen: (id: number) => void;
};

/** One row per signal: what, who (as printed), where, when, and its evidence behind "Ver". */
export function FraudTable({ signals, stateName, onOpen }: FraudTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fraud.col.kind')}</Table.Th>
            <Table.Th>{t('fraud.col.doctor')}</Table.Th>
            <Table.Th>{t('fraud.col.state')}</Table.Th>
            <Table.Th>{t('fraud.col.window')}</Table.Th>
            <Table.Th>{t('fraud.col.certificates')}</Table.Th>
            <Table.Th>{t('fraud.col.detected')}</Table.Th>
            <Table.Th>{t('fraud.col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {signals.map((signal) => (
            <Table.Tr key={signal.id}>
              <Table.Td>{t(`fraud.kinds.${signal.kind}`)}</Table.Td>
              <Table.Td>
                {signal.doctorName}
                {signal.doctorDni ? ` · ${signal.doctorDni}` : ''}
              </Table.Td>
              <Table.Td>{stateName(signal.state)}</Table.Td>
              <Table.Td>{signal.windowKey}</Table.Td>
              <Table.Td>{String(signal.detail.count ?? signal.certificateIds.length)}</Table.Td>
              <Table.Td>{formatTimestamp(signal.detectedAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('fraud.openOne', { id: signal.id })}
                  onClick={() => onOpen(signal.id)}
                >
                  {t('fraud.open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
