import type { PaymentStatus } from '@aptovial/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colours: Record<PaymentStatus, string> = {
  approved: 'green',
  failed: 'red',
  pending: 'yellow',
};

/**
 * docs/product/entities.md: approved reads 'Aprobado', a refused charge 'Fallido'. A charge the
 * bank has not settled yet (decision 0024: a timeout leaves it pending until the reconciliation
 * asks) reads 'Pendiente': calling it 'Fallido' would invite charging the payer again.
 */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[status]} variant="light">
      {t(`payments.status.${status}`)}
    </Badge>
  );
}
