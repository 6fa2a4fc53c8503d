import type { Lot } from '@aptovial/shared';
import { Badge, Group, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
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
  const { t } = useTranslation();
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
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lots.certificates.serial')}</Table.Th>
              <Table.Th>{t('lots.certificates.holder')}</Table.Th>
              <Table.Th>{t('lots.certificates.dni')}</Table.Th>
              <Table.Th>{t('lots.certificates.expedition')}</Table.Th>
              <Table.Th>{t('lots.certificates.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((certificate) => (
              <Table.Tr key={certificate.id}>
                <Table.Td>{certificate.serial}</Table.Td>
                <Table.Td>{`${certificate.names} ${certificate.lastNames}`}</Table.Td>
                <Table.Td>{`${certificate.nationality}-${certificate.dni}`}</Table.Td>
                <Table.Td>{showDay(certificate.expeditionDate)}</Table.Td>
                <Table.Td>
                  <Badge color={certificate.status ? 'green' : 'red'} variant="light">
                    {t(
                      certificate.status
                        ? 'lots.certificates.enabled'
                        : 'lots.certificates.disabled',
                    )}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fz="sm" c="dimmed">
          {t('lots.certificates.pageOf', { page: data.page, pages, total: data.total })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Group>
    </Stack>
  );
}
