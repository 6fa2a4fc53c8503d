import { useTranslation } from 'react-i18next';
import { roadCertificatesAccessOf } from '../certificatesScope';
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

/** Lista-Certificados-viales (listCertifieldVial): road medicine's certificates, issued on the road. */
export function RoadCertificatesListPage() {
  const { t } = useTranslation();
  return (
    <CertificatesFrame
      title={t('roadCertificates.listTitle')}
      description={t('roadCertificates.listLead')}
      accessOf={roadCertificatesAccessOf}
    >
      {(access) => <CertificatesList access={access} variant="road" />}
    </CertificatesFrame>
  );
}

/** Buscar-certificados-medicos (searchCertifieldsVial): by serial, driver's dni or name. */
export function RoadCertificatesSearchPage() {
  const { t } = useTranslation();
  return (
    <CertificatesFrame
      title={t('roadCertificates.searchTitle')}
      description={t('roadCertificates.searchLead')}
      accessOf={roadCertificatesAccessOf}
    >
      {(access) => <CertificateSearch access={access} variant="road" />}
    </CertificatesFrame>
  );
}
