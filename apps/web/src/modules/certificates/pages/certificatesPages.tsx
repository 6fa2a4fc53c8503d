import { useTranslation } from 'react-i18next';
import { CertificateSearch } from '../components/CertificateSearch';
import { CertificatesFrame } from '../components/CertificatesFrame';
import { CertificatesList } from '../components/CertificatesList';

/** The certificates pages the route table loads lazily, as one chunk (the totals apart). */

/** Lista-certificados (listCertifields): the college's certificates, and INTT's (read only). */
export function CertificatesListPage() {
  const { t } = useTranslation();
  return (
    <CertificatesFrame title={t('certificates.listTitle')} description={t('certificates.listLead')}>
      {(access) => <CertificatesList access={access} />}
    </CertificatesFrame>
  );
}

/** Buscar-certificados (searchCertifields): one certificate by serial, or a person's by dni. */
export function CertificatesSearchPage() {
  const { t } = useTranslation();
  return (
    <CertificatesFrame
      title={t('certificates.searchTitle')}
      description={t('certificates.searchLead')}
    >
      {(access) => <CertificateSearch access={access} />}
    </CertificatesFrame>
  );
}
