import { apiPaths, listCertificatesQuerySchema } from '@aptovial/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { FiltersPanel } from '../../../shared/ui/list/FiltersPanel';
import { ListPager } from '../../../shared/ui/list/ListPager';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { useListCertificates } from '../api/listCertificates';
import { useCertificateOptions } from '../certificateOptions';
import type { CertificatesAccess } from '../certificatesScope';
import { CertificateFormModal, type CertificateFormTarget } from './CertificateFormModal';
import { CertificatesFilters } from './CertificatesFilters';
import { CertificatesTable } from './CertificatesTable';
import { ReportPdfButton } from './ReportPdfButton';
import { StatusDialog, type StatusTarget } from './StatusDialog';

/** Lista-certificados (college) and the INTT list: paginated, sorted, filtered, exportable. */
export function CertificatesList({ access }: { access: CertificatesAccess }) {
  const { t } = useTranslation();
  const list = useListParams(listCertificatesQuerySchema);
  const certificates = useListCertificates(list.params);
  const options = useCertificateOptions();
  const ownNumber = useVerifiedSession()?.user.schoolNumberId ?? null;
  const [formTarget, setFormTarget] = useState<CertificateFormTarget>(null);
  const [statusTarget, setStatusTarget] = useState<StatusTarget>(null);
  const page = certificates.data;
  const emptyKey = list.hasFilters
    ? 'certificates.emptyFiltered'
    : access.canIssue
      ? 'certificates.emptyIssuer'
      : 'certificates.empty';

  return (
    <Stack gap="md">
      <FiltersPanel count={list.activeFilters}>
        <CertificatesFilters
          values={list.filters}
          options={options}
          withState={access.allStates}
          withOwn={ownNumber !== null}
          onChange={list.setFilters}
        />
      </FiltersPanel>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        {/* The reports (Excel and PDF) belong to the college; INTT reads and prints single ones. */}
        {access.canIssue && (
          <>
            <ExportButton
              path={apiPaths.certifieldsReportsXlsx}
              query={list.filterQuery}
              fileName="certificados.xlsx"
            />
            <ReportPdfButton query={list.filterQuery} />
          </>
        )}
        {access.canIssue && (
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
          options={options}
          ownState={access.ownState}
          onClose={() => setFormTarget(null)}
        />
      )}
      <StatusDialog target={statusTarget} onClose={() => setStatusTarget(null)} />
    </Stack>
  );
}
