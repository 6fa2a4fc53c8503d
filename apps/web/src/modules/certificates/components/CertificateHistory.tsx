import { type Certificate, type CertificateHistoryEntry, roleName } from '@aptovial/shared';
import { Alert, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { showDay, showMoment } from '../../../shared/dates/dayText';
import { useCertificateHistory } from '../api/certificateHistory';

type Change = CertificateHistoryEntry['changes'][number];
const DAY_FIELDS = new Set(['expeditionDate', 'dueDate', 'birthDate']);

/** A stored value as a person reads it. */
function shownValue(t: TFunction, field: string, value: Change['before']): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') {
    if (field === 'status')
      return t(value ? 'certificates.status.enabled' : 'certificates.status.disabled');
    return t(value ? 'certificates.form.yes' : 'certificates.form.no');
  }
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  if (typeof value === 'string' && DAY_FIELDS.has(field)) return showDay(value);
  return String(value);
}

const fieldLabel = (t: TFunction, field: string) =>
  t(`certificates.history.field.${field}`, { defaultValue: t(`certificates.form.${field}`) });

function HistoryRows({ entries }: { entries: readonly CertificateHistoryEntry[] }) {
  const { t } = useTranslation();
  return entries.flatMap((entry) => {
    const who = entry.by
      ? `${entry.by.names} ${entry.by.lastNames} (${roleName(entry.by.role)})`
      : t('certificates.history.unknownBy');
    const action = t(`certificates.history.action.${entry.action}`);
    // What was issued is the certificate itself: its first row says so, without every field.
    const changes = entry.action === 'certificate_issued' ? [] : entry.changes;
    const lines = changes.length === 0 ? [null] : changes;
    return lines.map((change, index) => (
      <Table.Tr key={`${entry.id}-${change?.field ?? ''}`}>
        <Table.Td>{index === 0 ? showMoment(entry.at) : ''}</Table.Td>
        <Table.Td>{index === 0 ? who : ''}</Table.Td>
        <Table.Td>{index === 0 ? action : ''}</Table.Td>
        <Table.Td>{change ? fieldLabel(t, change.field) : ''}</Table.Td>
        <Table.Td>
          {change
            ? `${shownValue(t, change.field, change.before)} → ${shownValue(t, change.field, change.after)}`
            : entry.reason
              ? t('certificates.history.reason', { reason: entry.reason })
              : ''}
        </Table.Td>
      </Table.Tr>
    ));
  });
}

/** Historial (decision 0048): when, who, which field, before → after; the Admin's. */
export function CertificateHistory({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const history = useCertificateHistory(certificate.id);
  if (history.isPending) return <Loader size="sm" aria-label={t('certificates.history.loading')} />;
  if (history.isError) return <Alert color="red">{t('certificates.history.loadFailed')}</Alert>;
  if (history.data.length === 0) return <Text c="dimmed">{t('certificates.history.empty')}</Text>;
  const column = (key: string) => <Table.Th>{t(`certificates.history.col.${key}`)}</Table.Th>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" aria-label={t('certificates.history.title')}>
        <Table.Thead>
          <Table.Tr>
            {column('at')}
            {column('by')}
            {column('action')}
            {column('field')}
            {column('change')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <HistoryRows entries={history.data} />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type HistoryModalProps = { certificate: Certificate | null; onClose: () => void };

export function CertificateHistoryModal({ certificate, onClose }: HistoryModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={certificate !== null}
      onClose={onClose}
      size="xl"
      title={t('certificates.history.titleOf', { serial: certificate?.serial ?? '' })}
    >
      {certificate !== null && (
        <Stack gap="sm">
          <CertificateHistory certificate={certificate} />
        </Stack>
      )}
    </Modal>
  );
}
