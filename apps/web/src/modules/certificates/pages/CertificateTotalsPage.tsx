import { useTranslation } from 'react-i18next';
import { CertificatesFrame } from '../components/CertificatesFrame';
import { CertificateTotals } from '../components/CertificateTotals';

/** Repotes-totales-certificados (countCertifields): the medic college Admin's totals. */
export function CertificateTotalsPage() {
  const { t } = useTranslation();
  return (
    <CertificatesFrame
      title={t('certificates.totals.title')}
      description={t('certificates.totals.lead')}
      admits={(access) => access.seesTotals}
    >
      {() => <CertificateTotals />}
    </CertificatesFrame>
  );
}
