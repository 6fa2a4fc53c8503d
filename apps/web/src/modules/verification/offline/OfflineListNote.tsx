import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isListFresh, LIST_FRESH_DAYS, listAgeKey, listAgeOf } from './listAge';

/**
 * "Lista de anulados del DD/MM/AAAA HH:mm, hace N horas": how old the kept list of disabled
 * serials is, so the officer weighs a check without signal; a warning when none is kept or when
 * it is too old to vouch for a printout (decision 0072).
 */
export function OfflineListNote({ asOf, now = new Date() }: { asOf: string | null; now?: Date }) {
  const { t } = useTranslation();
  if (asOf === null) {
    return (
      <Text size="sm" c="orange.9" fw={600}>
        {t('verify.offlineList.missing')}
      </Text>
    );
  }
  const age = listAgeOf(asOf, now);
  const old = !isListFresh(asOf, now);
  return (
    <Text size="sm" data-list-as-of={asOf} {...(old && { c: 'orange.9', fw: 600 })}>
      {t(listAgeKey(age), { ...age, limit: LIST_FRESH_DAYS })}
    </Text>
  );
}
