import type { Module } from '@aptovial/shared';
import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/ui/list/DataTable';
import { fraudSignalOptions } from '../api/fraud';
import { useEvidenceColumns } from './evidenceColumns';

type FraudEvidenceProps = { id: number | null; module: Module; onClose: () => void };

/** One signal's figures and certificates (cards on a phone), each linked to its certificate. */
export function FraudEvidence({ id, module, onClose }: FraudEvidenceProps) {
  const { t } = useTranslation();
  const signal = useQuery({ ...fraudSignalOptions(id ?? 0), enabled: id !== null });
  const data = signal.data;
  const columns = useEvidenceColumns(module);
  return (
    <Modal opened={id !== null} onClose={onClose} size="xl" title={t('fraud.evidence.title')}>
      {signal.isPending && <Loader aria-label={t('fraud.loading')} />}
      {signal.isError && <Text c="red">{t('fraud.evidence.loadFailed')}</Text>}
      {data && (
        <Stack gap="sm">
          <Text fw={600}>{t(`fraud.kinds.${data.kind}`)}</Text>
          <Text size="sm">
            {data.doctorName} · {data.windowKey}
          </Text>
          <Text size="sm" c="dimmed">
            {Object.entries(data.detail)
              .filter(([key]) => key !== 'windowStart' && key !== 'doctorDni' && key !== 'jumps')
              .map(([key, value]) => `${key}: ${String(value)}`)
              .join(' · ')}
          </Text>
          <DataTable
            rows={data.certificates}
            rowKey={(certificate) => certificate.id}
            columns={columns}
            minWidth={640}
          />
        </Stack>
      )}
    </Modal>
  );
}
