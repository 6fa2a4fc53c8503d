import { apiPaths, listCertificatesQuerySchema } from '@aptovial/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { FiltersPanel } from '../../../shared/ui/list/FiltersPanel';
import { ListPager } from '../../../shared/ui/list/ListPager';
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
  const { t } = useTranslation();
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
  const page = certificates.data;
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
      {certificates.isPending && <LoadingState label={t('certificates.loading')} />}
      {certificates.isError && (
        <ErrorState
          message={t('certificates.loadFailed')}
          onRetry={() => void certificates.refetch()}
        />
      )}
      {page !== undefined && page.data.length === 0 && <EmptyState message={t(emptyKey)} />}
      {page !== undefined && page.data.length > 0 && (
        <>
          <CertificatesTable
            certificates={page.data}
            access={access}
            options={options}
            sort={list.params}
            onSort={list.toggleSort}
            onEdit={setFormTarget}
            onStatus={(certificate, enable) => setStatusTarget({ certificate, enable })}
          />
          <ListPager
            page={page}
            summary={(pages) =>
              t('certificates.pageOf', { page: page.page, pages, total: page.total })
            }
            current={list.params.page}
            onPage={list.setPage}
          />
        </>
      )}
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
