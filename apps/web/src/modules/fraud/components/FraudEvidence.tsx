import { formatTimestamp, type Module, pathTo } from '@aptovial/shared';
import { Anchor, Badge, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fraudSignalOptions } from '../api/fraud';

type FraudEvidenceProps = { id: number | null; module: Module; onClose: () => void };

/** The certificate list of the reader's module, searched by one serial: its detail and actions. */
const certificateLink = (module: Module, serial: number) =>
  `${pathTo(module === 'medicVial' ? 'listCertifieldVial' : 'listCertifields')}?paramCert=${serial}`;

/** One signal's figures and certificates, each linked to its certificate. */
export function FraudEvidence({ id, module, onClose }: FraudEvidenceProps) {
  const { t } = useTranslation();
  const signal = useQuery({ ...fraudSignalOptions(id ?? 0), enabled: id !== null });
  const data = signal.data;
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
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fraud.evidence.serial')}</Table.Th>
                  <Table.Th>{t('fraud.evidence.holder')}</Table.Th>
                  <Table.Th>{t('fraud.evidence.grade')}</Table.Th>
                  <Table.Th>{t('fraud.evidence.issued')}</Table.Th>
                  <Table.Th>{t('fraud.evidence.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.certificates.map((certificate) => (
                  <Table.Tr key={certificate.id}>
                    <Table.Td>
                      <Anchor component={Link} to={certificateLink(module, certificate.serial)}>
                        {certificate.serial}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {certificate.nationality}-{certificate.dni} {certificate.names}{' '}
                      {certificate.lastNames}
                    </Table.Td>
                    <Table.Td>
                      {certificate.type} · {certificate.grade}
                    </Table.Td>
                    <Table.Td>{formatTimestamp(certificate.createdAt)}</Table.Td>
                    <Table.Td>
                      <Badge color={certificate.status ? 'green' : 'gray'} variant="light">
                        {t(
                          certificate.status ? 'fraud.evidence.active' : 'fraud.evidence.disabled',
                        )}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Modal>
  );
}
