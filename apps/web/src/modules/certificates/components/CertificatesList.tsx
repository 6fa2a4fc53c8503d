import {
  apiPaths,
  LIST_DEPTH_CAP,
  listCertificatesQuerySchema,
  withThousands,
} from '@aptovial/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countText } from '../../../shared/i18n/plural';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { FiltersPanel } from '../../../shared/ui/list/FiltersPanel';
import { ListResults } from '../../../shared/ui/list/ListResults';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { listCertificatesQueryOptions } from '../api/listCertificates';
import { listRoadCertificatesQueryOptions } from '../api/listRoadCertificates';
import { useCertificateOptions } from '../certificateOptions';
import type { CertificatesAccess, CertificatesVariant } from '../certificatesScope';
import { CertificateFormModal, type CertificateFormTarget } from './CertificateFormModal';
import { CertificatesFilters } from './CertificatesFilters';
import { CertificatesTable } from './CertificatesTable';
import { ReportPdfButton } from './ReportPdfButton';
import { StatusDialog, type StatusTarget } from './StatusDialog';

type CertificatesListProps = { access: CertificatesAccess; variant?: CertificatesVariant };

/**
 * Lista-certificados (college), the INTT list, and road medicine's Lista-Certificados-viales:
 * paginated, sorted, filtered, exportable; issuing, editing and disabling for those who may.
 */
export function CertificatesList({ access, variant = 'college' }: CertificatesListProps) {
  const { t, i18n } = useTranslation();
  const road = variant === 'road';
  const list = useListParams(listCertificatesQuerySchema);
  const certificates = useQuery(
    road
      ? listRoadCertificatesQueryOptions(list.params)
      : listCertificatesQueryOptions(list.params),
  );
  const options = useCertificateOptions();
  const ownNumber = useVerifiedSession()?.user.schoolNumberId ?? null;
  const [formTarget, setFormTarget] = useState<CertificateFormTarget>(null);
  const [statusTarget, setStatusTarget] = useState<StatusTarget>(null);
  const emptyKey = list.hasFilters
    ? 'certificates.emptyFiltered'
    : access.issuesNew
      ? 'certificates.emptyIssuer'
      : 'certificates.empty';

  return (
    <Stack gap="md">
      <FiltersPanel count={list.activeFilters}>
        <CertificatesFilters
          values={list.filters}
          options={options}
          withState={access.allStates}
          // A road doctor's list is already their own: no "only mine", no doctor to filter by.
          withOwn={!road && ownNumber !== null}
          withSpecialty={!road || access.allStates}
          onChange={list.setFilters}
        />
      </FiltersPanel>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        {/* The reports belong to the college and road medicine; INTT reads and prints single ones. */}
        {access.canIssue && (
          <ExportButton
            path={road ? apiPaths.listCertifieldsVialXlsx : apiPaths.certifieldsReportsXlsx}
            query={list.filterQuery}
            fileName={road ? 'certificados-viales.xlsx' : 'certificados.xlsx'}
          />
        )}
        {access.canIssue && !road && <ReportPdfButton query={list.filterQuery} />}
        {access.issuesNew && (
          <Button
            leftSection={<IconFilePlus size={18} aria-hidden />}
            onClick={() => setFormTarget('new')}
          >
            {t('certificates.issue')}
          </Button>
        )}
      </Group>
      <ListResults
        query={certificates}
        texts={{
          loading: t('certificates.loading'),
          loadFailed: t('certificates.loadFailed'),
          empty: t(emptyKey),
        }}
        // A name search counts up to a cap: "Más de N resultados" (decision 0033).
        summary={(figures) =>
          figures.capped
            ? t('certificates.pageOfMore', figures)
            : countText(i18n, 'certificates.pageOf', figures.total, figures)
        }
        list={list}
        deepPages={t('certificates.deepPages', { cap: withThousands(LIST_DEPTH_CAP) })}
      >
        {(rows) => (
          <CertificatesTable
            certificates={rows}
            access={access}
            options={options}
            sort={list.params}
            onSort={list.toggleSort}
            onEdit={setFormTarget}
            onStatus={(certificate, enable) => setStatusTarget({ certificate, enable })}
          />
        )}
      </ListResults>
      {access.canIssue && (
        <CertificateFormModal
          target={formTarget}
          variant={variant}
          options={options}
          ownState={access.ownState}
          onClose={() => setFormTarget(null)}
        />
      )}
      <StatusDialog target={statusTarget} onClose={() => setStatusTarget(null)} />
    </Stack>
  );
}
