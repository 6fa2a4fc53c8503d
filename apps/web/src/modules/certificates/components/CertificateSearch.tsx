import { apiPaths, dniSchema, nationalities, serialQuerySchema } from '@aptovial/shared';
import { Button, Group, NativeSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import {
  reportQueryOf,
  type CertificateSearch as Search,
  searchedValueOf,
  useSearchCertificates,
} from '../api/searchCertificates';
import { useCertificateOptions } from '../certificateOptions';
import type { CertificatesAccess } from '../certificatesScope';
import { CertificateCard } from './CertificateCard';
import { CertificateFormModal, type CertificateFormTarget } from './CertificateFormModal';
import { StatusDialog, type StatusTarget } from './StatusDialog';

type By = Search['by'];
const isBy = (value: string): value is By => ['serial', 'dni', 'doctor'].includes(value);
const idle: Search = { by: 'serial', serial: '' };

/** Buscar-certificados: by serial, the holder's dni or the doctor's dni; results as cards. */
export function CertificateSearch({ access }: { access: CertificatesAccess }) {
  const { t } = useTranslation();
  const options = useCertificateOptions();
  const [by, setBy] = useState<By>('serial');
  const [nationality, setNationality] = useState<'V' | 'E'>('V');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState<Search>(idle);
  const [formTarget, setFormTarget] = useState<CertificateFormTarget>(null);
  const [statusTarget, setStatusTarget] = useState<StatusTarget>(null);
  const found = useSearchCertificates(search);
  const searched = searchedValueOf(search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    // SPEC.md section 5: an empty value does nothing.
    if (value === '') return;
    const checked = (by === 'serial' ? serialQuerySchema : dniSchema).safeParse(value);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    const next: Search = by === 'serial' ? { by, serial: value } : { by, dni: value, nationality };
    if (JSON.stringify(next) === JSON.stringify(search)) void found.refetch();
    else setSearch(next);
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('certificates.search.by')}
            value={by}
            onChange={(value) => {
              if (isBy(value)) setBy(value);
              setError(undefined);
            }}
            data={(['serial', 'dni', 'doctor'] as const).map((value) => ({
              value,
              label: t(`certificates.search.${value}`),
            }))}
            fullWidth
          />
          <Group align="flex-end" gap="sm" wrap="wrap">
            {by !== 'serial' && (
              <NativeSelect
                label={t('certificates.search.nationality')}
                data={nationalities.map((item) => ({ value: item.as, label: item.name }))}
                value={nationality}
                onChange={(event) => setNationality(event.currentTarget.value === 'E' ? 'E' : 'V')}
              />
            )}
            <TextInput
              label={t(
                by === 'serial'
                  ? 'certificates.search.serialLabel'
                  : 'certificates.search.dniLabel',
              )}
              inputMode="numeric"
              value={typed}
              error={error}
              onChange={(event) => {
                setTyped(event.currentTarget.value.replace(/\D/g, ''));
                setError(undefined);
              }}
              style={{ flex: '1 1 12rem' }}
            />
            <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
              {t('certificates.search.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {searched === '' && <EmptyState message={t('certificates.search.hint')} />}
      {searched !== '' && found.isPending && (
        <LoadingState label={t('certificates.search.searching')} />
      )}
      {found.isError && (
        <ErrorState
          message={t('certificates.search.failed')}
          onRetry={() => void found.refetch()}
        />
      )}
      {found.data?.length === 0 && (
        <EmptyState message={t('certificates.search.notFound', { value: searched })} />
      )}
      {/* As on the list, the Excel reports belong to the college. */}
      {access.canIssue && found.data !== undefined && found.data.length > 0 && (
        <Group justify="flex-end">
          <ExportButton
            path={apiPaths.certifieldsReportsXlsx}
            query={reportQueryOf(search)}
            fileName={`certificados-${searched}.xlsx`}
          />
        </Group>
      )}
      {found.data?.map((certificate) => (
        <CertificateCard
          key={certificate.id}
          certificate={certificate}
          access={access}
          options={options}
          onEdit={setFormTarget}
          onStatus={(chosen, enable) => setStatusTarget({ certificate: chosen, enable })}
        />
      ))}
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
