import type { RequestPayment, RequestPaymentFilter } from '@aptovial/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The list's payment reading of a request's last charge (decision 0066); null: never charged. */
function paymentFilterOf(payment: RequestPayment | null): RequestPaymentFilter {
  if (payment === null) return 'none';
  return payment.status === 'approved' ? 'paid' : payment.status;
}

const colours = { paid: 'green', pending: 'yellow', failed: 'red', none: 'gray' } as const;

/** Pagada, Pago pendiente, Pago fallido or Sin pago: who paid, beside open or served. */
export function PaymentBadge({ payment }: { payment: RequestPayment | null }) {
  const { t } = useTranslation();
  const reading = paymentFilterOf(payment);
  return (
    <Badge color={colours[reading]} variant={reading === 'none' ? 'outline' : 'light'}>
      {t(`preRegister.payment.${reading}`)}
    </Badge>
  );
}
