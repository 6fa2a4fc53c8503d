import { PRE_REGISTER_SETTING } from '@aptovial/shared';
import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { showMoment } from '../../../shared/dates/dayText';
import { errorAlert, infoConfirm, toast } from '../../../shared/ui/alerts';
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
  const toggle = async (next: boolean) => {
    // One tap reaches the whole country: the Admin reads what it does first, closing above all.
    const kind = next ? 'Open' : 'Close';
    const answer = await infoConfirm({
      title: t(`settingsVial.confirm${kind}Title`),
      text: t(`settingsVial.confirm${kind}Text`),
      showConfirmButton: true,
      confirmButtonText: t(`settingsVial.confirm${kind}`),
      showDenyButton: false,
      cancelButtonText: t('settingsVial.cancel'),
    });
    if (answer.isConfirmed !== true) return;
    change.mutate(
      { switchId: current?.id ?? null, enabled: next },
      {
        onSuccess: (setting) =>
          void toast({ title: t(setting.enabled ? 'settingsVial.opened' : 'settingsVial.closed') }),
        onError: (error) => void errorAlert(messageOf(error, t('settingsVial.failed'))),
      },
    );
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Switch
          size="lg"
          // The name says the state as it is (a closed switch never reads "abiertas").
          label={t(enabled ? 'settingsVial.switchOpen' : 'settingsVial.switchClosed')}
          checked={enabled}
          disabled={change.isPending}
          // Controlled: the switch moves only once the Admin confirms and the server agrees.
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />
        {/* What the state means for the public, beside the switch. */}
        <Text>{t(enabled ? 'settingsVial.openNow' : 'settingsVial.closedNow')}</Text>
        {current !== null && (
          <Text fz="sm" c="dimmed">
            {t('settingsVial.updatedAt', { when: showMoment(current.updatedAt) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
