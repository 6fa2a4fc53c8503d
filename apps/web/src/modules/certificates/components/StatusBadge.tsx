import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** docs/product/entities.md: status true = Habilitado, false = Deshabilitado. */
export function StatusBadge({ status }: { status: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={status ? 'green' : 'red'} variant="light">
      {t(status ? 'certificates.status.enabled' : 'certificates.status.disabled')}
    </Badge>
  );
}
