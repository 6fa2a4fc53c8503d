import { apiPaths } from '@aptovial/shared';
import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/ui/ExportButton';
import {
  reportQueryOf,
  type CertificateSearch as Search,
  searchedValueOf,
  useSearchCertificates,
} from '../api/searchCertificates';
import { useCertificateOptions } from '../certificateOptions';
import type { CertificatesAccess, CertificatesVariant } from '../certificatesScope';
import { CertificateFormModal, type CertificateFormTarget } from './CertificateFormModal';
import { CertificateSearchForm, type SearchKind } from './CertificateSearchForm';
import { CertificateSearchResults } from './CertificateSearchResults';
import { StatusDialog, type StatusTarget } from './StatusDialog';

const idle: Search = { by: 'serial', serial: '' };

/** The college searches by the doctor's dni too; road medicine (its own certificates) by name. */
const kindsOf: Record<CertificatesVariant, readonly [SearchKind, ...SearchKind[]]> = {
  college: ['serial', 'dni', 'doctor'],
  road: ['serial', 'dni', 'name'],
};

type CertificateSearchProps = { access: CertificatesAccess; variant?: CertificatesVariant };

/**
 * Buscar-certificados (college) and Buscar-certificados-medicos (road medicine): by serial, the
 * holder's dni, and the doctor's dni or the holder's name; results as cards.
 */
export function CertificateSearch({ access, variant = 'college' }: CertificateSearchProps) {
  const { t } = useTranslation();
  const options = useCertificateOptions();
  const [search, setSearch] = useState<Search>(idle);
  const [formTarget, setFormTarget] = useState<CertificateFormTarget>(null);
  const [statusTarget, setStatusTarget] = useState<StatusTarget>(null);
  const found = useSearchCertificates(search);
  const searched = searchedValueOf(search);
  const road = variant === 'road';

  return (
    <Stack gap="md">
      <CertificateSearchForm
        kinds={kindsOf[variant]}
        onSearch={(next) => {
          if (JSON.stringify(next) === JSON.stringify(search)) void found.refetch();
          else setSearch(next);
        }}
      />
      {/* As on the list, the Excel reports belong to the college and road medicine. */}
      {access.canIssue && found.data !== undefined && found.data.length > 0 && (
        <Group justify="flex-end">
          <ExportButton
            path={road ? apiPaths.listCertifieldsVialXlsx : apiPaths.certifieldsReportsXlsx}
            query={reportQueryOf(search)}
            fileName={`certificados-${searched}.xlsx`}
          />
        </Group>
      )}
      <CertificateSearchResults
        searched={searched}
        found={found}
        hint={t(road ? 'roadCertificates.searchHint' : 'certificates.search.hint')}
        access={access}
        options={options}
        onEdit={setFormTarget}
        onStatus={(chosen, enable) => setStatusTarget({ certificate: chosen, enable })}
      />
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
