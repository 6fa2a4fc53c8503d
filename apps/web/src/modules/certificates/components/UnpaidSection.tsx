import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UnpaidReasonFields } from './UnpaidReasonFields';
import type { UnpaidReasonState } from './useUnpaidReason';

/**
 * In the issue form: the reason chosen before it opened, said once; or, after the API refused an
 * unpaid request (PRE_REGISTER_UNPAID), the warning and the reason to choose before issuing again.
 */
export function UnpaidSection({ unpaid }: { unpaid: UnpaidReasonState }) {
  const { t } = useTranslation();
  if (unpaid.given !== undefined) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} p="xs">
        {t('roadCertificates.unpaid.notice', {
          reason: t(`roadCertificates.unpaid.reasons.${unpaid.given.reason}`),
        })}
      </Alert>
    );
  }
  if (!unpaid.asked) return null;
  return (
    <Stack gap="xs">
      <Alert color="orange" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        {t('roadCertificates.unpaid.refused')}
      </Alert>
      <UnpaidReasonFields value={unpaid.draft} onChange={unpaid.change} errors={unpaid.errors} />
    </Stack>
  );
}
