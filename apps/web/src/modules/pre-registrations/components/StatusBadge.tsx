import type { PreRegistration } from '@aptovial/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Open until a certificate is issued from it; served afterwards. */
export function RequestStatusBadge({
  request,
}: {
  request: Pick<PreRegistration, 'certificateId'>;
}) {
  const { t } = useTranslation();
  const served = request.certificateId !== null;
  return (
    <Badge color={served ? 'green' : 'blue'} variant="light">
      {t(served ? 'preRegister.status.served' : 'preRegister.status.open')}
    </Badge>
  );
}
