import type { Certificate } from '@aptovial/shared';
import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  IssuedNotice,
  RoadIssueOfOwnNumber,
  useCertificateOptions,
} from '../../certificates/index';
import { type CarriedPayment, carryingState, readCarriedPayment } from '../carriedPayment';
import { paymentsKeys } from '../paymentsScope';
import { MobilePaymentSearch } from './MobilePaymentSearch';
import { PaymentSummary } from './PaymentSummary';

/**
 * registar-certificados-medicos-pagos: the road issue form with the payment it is paid with.
 * Without a payment carried from the search, the search comes first, on this page. Once issued
 * the payment is spent: it leaves the page (and the router's state, so a reload cannot offer
 * it again) and the certificate shows with its printout, over the search for the next payment.
 */
export function PaidIssue() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const options = useCertificateOptions();
  const [issued, setIssued] = useState<Certificate | null>(null);
  const carried = readCarriedPayment(location.state);
  const carry = (payment: CarriedPayment | null) =>
    navigate(location.pathname, {
      replace: payment === null,
      state: payment === null ? null : carryingState(payment),
    });
  const use = (payment: CarriedPayment) => {
    setIssued(null);
    void carry(payment);
  };
  const done = (certificate: Certificate) => {
    setIssued(certificate);
    void client.invalidateQueries({ queryKey: paymentsKeys.all });
    void carry(null);
  };
  return (
    <Stack gap="lg">
      {issued !== null && <IssuedNotice certificate={issued} />}
      {carried === null ? (
        <>
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t(issued === null ? 'payments.issue.searchFirst' : 'payments.issue.searchNext')}
          </Alert>
          <MobilePaymentSearch canIssue onUse={use} />
        </>
      ) : (
        <>
          <PaymentSummary payment={carried.found} onChange={() => void carry(null)} />
          <RoadIssueOfOwnNumber
            key={`${carried.found.destination_bank_id}-${carried.found.payment_reference}`}
            options={options}
            payment={carried.criteria}
            onIssued={done}
          />
        </>
      )}
    </Stack>
  );
}
