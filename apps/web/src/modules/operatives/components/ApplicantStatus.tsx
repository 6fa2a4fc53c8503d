import type { OperativeApplicant } from '@aptovial/shared';
import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Where an applicant stands at the operative: to pay (warned: issuing asks why first, decision
 * 0065), paid, or certified with the serial (and "sin pago" when served without payment).
 */
export function ApplicantStatusBadge({ applicant }: { applicant: OperativeApplicant }) {
  const { t } = useTranslation();
  if (applicant.certificateId !== null) {
    const unpaid = applicant.withoutPayment ?? null;
    return (
      <Badge color={unpaid === null ? 'green' : 'yellow'} variant="light">
        {t(
          unpaid === null ? 'operativeField.status.served' : 'operativeField.status.servedUnpaid',
          {
            serial: applicant.serial ?? '',
          },
        )}
      </Badge>
    );
  }
  if (applicant.paymentId !== null) {
    return (
      <Badge color="blue" variant="light">
        {t('operativeField.status.paid')}
      </Badge>
    );
  }
  return (
    <Badge
      color="orange"
      variant="filled"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
    >
      {t('operativeField.status.open')}
    </Badge>
  );
}
