import { type FraudEvidence, type Module, pathTo } from '@aptovial/shared';
import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showMoment } from '../../../shared/dates/dayText';
import type { DataColumn } from '../../../shared/ui/list/dataColumns';

/** The certificate list of the reader's module, searched by one serial: its detail and actions. */
const certificateLink = (module: Module, serial: number) =>
  `${pathTo(module === 'medicVial' ? 'listCertifieldVial' : 'listCertifields')}?paramCert=${serial}`;

/**
 * A signal's certificates (decision 0068). On a phone's card: the serial, linked to the
 * certificate, as the title, active or disabled as the status, the holder, grade and day as facts.
 */
export function useEvidenceColumns(module: Module): DataColumn<FraudEvidence>[] {
  const { t } = useTranslation();
  const label = (key: string) => t(`fraud.evidence.${key}`);
  return [
    {
      key: 'serial',
      label: label('serial'),
      card: 'title',
      cell: (certificate) => (
        <Anchor component={Link} to={certificateLink(module, certificate.serial)}>
          {certificate.serial}
        </Anchor>
      ),
    },
    {
      key: 'holder',
      label: label('holder'),
      card: 'fact',
      cell: (c) => `${c.nationality}-${c.dni} ${c.names} ${c.lastNames}`,
    },
    {
      key: 'grade',
      label: label('grade'),
      card: 'fact',
      cell: (certificate) => `${certificate.type} · ${certificate.grade}`,
    },
    {
      key: 'issued',
      label: label('issued'),
      card: 'fact',
      cell: (certificate) => showMoment(certificate.createdAt),
    },
    {
      key: 'status',
      label: label('status'),
      card: 'status',
      cell: (certificate) => (
        <Badge color={certificate.status ? 'green' : 'gray'} variant="light">
          {t(certificate.status ? 'fraud.evidence.active' : 'fraud.evidence.disabled')}
        </Badge>
      ),
    },
  ];
}
