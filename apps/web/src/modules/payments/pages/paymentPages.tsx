import { pathTo } from '@aptovial/shared';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { carryingState } from '../carriedPayment';
import { MobilePaymentSearch } from '../components/MobilePaymentSearch';
import { PaidIssue } from '../components/PaidIssue';
import { PaymentsList } from '../components/PaymentsList';
import { issuesAgainstPayments, type PaymentsSession, readsPayments } from '../paymentsScope';

/** Road medicine's payment pages, one lazy chunk. */

type RoadPaymentsFrameProps = {
  title: string;
  description: string;
  wide?: boolean;
  /** Whether the session may use this page (beyond being of road medicine). */
  admits?: (session: PaymentsSession) => boolean;
  noPermission?: string;
  children: (session: PaymentsSession) => ReactNode;
};

/** A session of another module (or without a college number, to issue) is told why instead. */
function RoadPaymentsFrame(props: RoadPaymentsFrameProps) {
  const { title, description, wide = false, admits, noPermission, children } = props;
  const { t } = useTranslation();
  const session = useVerifiedSession();
  if (session === null) return null;
  const road = readsPayments(session);
  const allowed = road && (admits === undefined || admits(session));
  return (
    <PageFrame wide={wide} title={title} description={description}>
      {allowed ? (
        children(session)
      ) : (
        <Alert
          color="yellow"
          icon={<IconLock aria-hidden />}
          title={t('payments.noPermissionTitle')}
        >
          {road && noPermission !== undefined ? noPermission : t('payments.noPermission')}
        </Alert>
      )}
    </PageFrame>
  );
}

/** busqueda-pago-moviles (searchC2P): find a payment at the bank, then issue against it. */
export function SearchC2PPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <RoadPaymentsFrame title={t('payments.search.title')} description={t('payments.search.lead')}>
      {(session) => (
        <MobilePaymentSearch
          canIssue={issuesAgainstPayments(session)}
          onUse={(payment) =>
            void navigate(pathTo('registerCertificatePay'), { state: carryingState(payment) })
          }
        />
      )}
    </RoadPaymentsFrame>
  );
}

/** registar-certificados-medicos-pagos (registerCertificatePay): a certificate paid by one. */
export function RegisterCertificatePayPage() {
  const { t } = useTranslation();
  return (
    <RoadPaymentsFrame
      title={t('payments.issue.title')}
      description={t('payments.issue.lead')}
      admits={issuesAgainstPayments}
      noPermission={t('payments.issue.noNumber')}
    >
      {() => <PaidIssue />}
    </RoadPaymentsFrame>
  );
}

/** lista-de-pagos-movil (listPaymentC2p): the payments, filtered and exported. */
export function PaymentsListPage() {
  const { t } = useTranslation();
  return (
    <RoadPaymentsFrame wide title={t('payments.list.title')} description={t('payments.list.lead')}>
      {() => <PaymentsList />}
    </RoadPaymentsFrame>
  );
}
