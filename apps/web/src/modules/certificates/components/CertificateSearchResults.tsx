import type { Certificate } from '@aptovial/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import type { CertificateOptions } from '../certificateOptions';
import type { CertificatesAccess } from '../certificatesScope';
import type { CertificateHandlers } from './CertificateActions';
import { CertificateCard } from './CertificateCard';

type CertificateSearchResultsProps = CertificateHandlers & {
  /** What was searched ('' before the first search). */
  searched: string;
  found: UseQueryResult<Certificate[]>;
  /** What to do before the first search. */
  hint: string;
  access: CertificatesAccess;
  options: CertificateOptions;
};

/** A search's answer: the hint, its wait, its failure, "nothing found", or one card per result. */
export function CertificateSearchResults({
  searched,
  found,
  hint,
  access,
  options,
  ...handlers
}: CertificateSearchResultsProps) {
  const { t } = useTranslation();
  if (searched === '') return <EmptyState message={hint} />;
  if (found.isPending) return <LoadingState label={t('certificates.search.searching')} />;
  if (found.isError) {
    return (
      <ErrorState message={t('certificates.search.failed')} onRetry={() => void found.refetch()} />
    );
  }
  if (found.data.length === 0) {
    return <EmptyState message={t('certificates.search.notFound', { value: searched })} />;
  }
  return found.data.map((certificate) => (
    <CertificateCard
      key={certificate.id}
      certificate={certificate}
      access={access}
      options={options}
      {...handlers}
    />
  ));
}
