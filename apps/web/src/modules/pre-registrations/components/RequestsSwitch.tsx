import { formatTimestamp, PRE_REGISTER_SETTING } from '@aptovial/shared';
import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { errorAlert, toast } from '../../../shared/ui/alerts';
import { ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { useSetRequestsOpen, useSettings } from '../api/settings';

/**
 * Configuraciones: the switch that opens or closes the public's requests (docs/product/entities.md,
 * Setting: the first item of GET /api/settings). Each change is audited on the server.
 */
export function RequestsSwitch() {
  const { t } = useTranslation();
  const settings = useSettings();
  const change = useSetRequestsOpen();
  if (settings.isPending) return <LoadingState label={t('settingsVial.loading')} />;
  if (settings.isError) {
    return (
      <ErrorState message={t('settingsVial.loadFailed')} onRetry={() => void settings.refetch()} />
    );
  }
  // By key: other switches (passkeysRequired:<module>, decision 0034) share the list.
  const current = settings.data.find((setting) => setting.key === PRE_REGISTER_SETTING) ?? null;
  const enabled = current?.enabled ?? false;
  const toggle = (next: boolean) =>
    change.mutate(
      { switchId: current?.id ?? null, enabled: next },
      {
        onSuccess: (setting) =>
          void toast({ title: t(setting.enabled ? 'settingsVial.opened' : 'settingsVial.closed') }),
        onError: (error) => void errorAlert(messageOf(error, t('settingsVial.failed'))),
      },
    );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Switch
          size="lg"
          label={t('settingsVial.switchLabel')}
          checked={enabled}
          disabled={change.isPending}
          onChange={(event) => toggle(event.currentTarget.checked)}
        />
        {/* Beside the switch, not in its name: a screen reader says "on" or "off" already. */}
        <Text>{t(enabled ? 'settingsVial.openNow' : 'settingsVial.closedNow')}</Text>
        {current !== null && (
          <Text fz="sm" c="dimmed">
            {t('settingsVial.updatedAt', { when: formatTimestamp(current.updatedAt) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
