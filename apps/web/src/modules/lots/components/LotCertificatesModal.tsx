import type { Certificate, Lot } from '@aptovial/shared';
import { Badge, Group, Modal, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { countText } from '../../../shared/i18n/plural';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/dataColumns';
import { useListLotCertificates } from '../api/listLotCertificates';

type LotCertificatesModalProps = { lot: Lot | null; onClose: () => void };

/** "Ver certificados": the certificates printed on one lot's serials, a page at a time. */
export function LotCertificatesModal({ lot, onClose }: LotCertificatesModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={lot !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone === true}
      title={
        lot === null
          ? ''
          : t('lots.certificates.title', { range: `${lot.initialNumber}–${lot.finalNumber}` })
      }
    >
      {lot !== null && <LotCertificates key={lot.id} lot={lot} />}
    </Modal>
  );
}

function LotCertificates({ lot }: { lot: Lot }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const certificates = useListLotCertificates({ id: lot.id, page, limit: 10 });
  const data = certificates.data;
  const pages = data === undefined ? 0 : Math.ceil(data.total / data.limit);
  if (certificates.isPending) return <LoadingState label={t('lots.certificates.loading')} />;
  if (certificates.isError || data === undefined) {
    return (
      <ErrorState
        message={t('lots.certificates.loadFailed')}
        onRetry={() => void certificates.refetch()}
      />
    );
  }
  if (data.data.length === 0) return <EmptyState message={t('lots.certificates.empty')} />;
  const columns: DataColumn<Certificate>[] = [
    {
      key: 'serial',
      label: t('lots.certificates.serial'),
      card: 'title',
      cell: (certificate) => certificate.serial,
    },
    {
      key: 'holder',
      label: t('lots.certificates.holder'),
      card: 'fact',
      cell: (certificate) => `${certificate.names} ${certificate.lastNames}`,
    },
    {
      key: 'dni',
      label: t('lots.certificates.dni'),
      card: 'fact',
      cell: (certificate) => `${certificate.nationality}-${certificate.dni}`,
    },
    {
      key: 'expedition',
      label: t('lots.certificates.expedition'),
      card: 'fact',
      cell: (certificate) => showDay(certificate.expeditionDate),
    },
    {
      key: 'status',
      label: t('lots.certificates.status'),
      card: 'status',
      cell: (certificate) => (
        <Badge color={certificate.status ? 'green' : 'red'} variant="light">
          {t(certificate.status ? 'lots.certificates.enabled' : 'lots.certificates.disabled')}
        </Badge>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <DataTable
        rows={data.data}
        rowKey={(certificate) => certificate.id}
        columns={columns}
        minWidth={640}
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fz="sm" c="dimmed">
          {countText(i18n, 'lots.certificates.pageOf', data.total, {
            page: data.page,
            pages,
            total: data.total,
          })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Group>
    </Stack>
  );
}
