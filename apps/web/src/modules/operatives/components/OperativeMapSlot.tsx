import type { MapSettings } from '@aptovial/shared';
import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperativeMapProps } from './OperativeMap';
import type { MapPin } from './operativeValues';
import { useMapAvailability } from './useMapAvailability';

type MapComponent = ComponentType<OperativeMapProps>;
let loading: Promise<MapComponent> | undefined;

/**
 * Leaflet and its styles, fetched on this page only (docs/architecture.md); retried after a
 * failure.
 */
function loadOperativeMap(): Promise<MapComponent> {
  loading ??= import('./OperativeMap').then(
    (module) => module.OperativeMap,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function useMapCode(wanted: boolean, onFailed: () => void): MapComponent | null {
  const [loaded, setLoaded] = useState<MapComponent | null>(null);
  useEffect(() => {
    if (!wanted || loaded !== null) return;
    let live = true;
    loadOperativeMap().then(
      (component) => live && setLoaded(() => component),
      () => live && onFailed(),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, onFailed]);
  return loaded;
}

type OperativeMapSlotProps = {
  settings: MapSettings | undefined;
  pin: MapPin | null;
  onPick: (pin: MapPin) => void;
};

/**
 * The map where it can be shown; otherwise a short notice, and the coordinate fields (always on
 * the form) carry the place alone.
 */
export function OperativeMapSlot({ settings, pin, onPick }: OperativeMapSlotProps) {
  const { t } = useTranslation();
  const map = useMapAvailability(settings?.tileUrl);
  const LoadedMap = useMapCode(map.unavailable === null, map.onCodeFailed);
  if (map.unavailable !== null) {
    return (
      <Alert color="gray" icon={<IconMapOff aria-hidden />} role="status">
        <Group justify="space-between" gap="xs">
          <Text fz="sm">{t(`operativeCreate.map.${map.unavailable}`)}</Text>
          {map.unavailable === 'failed' && (
            <Button variant="subtle" size="compact-sm" onClick={map.retry}>
              {t('operativeCreate.map.retry')}
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  if (LoadedMap === null || settings === undefined) {
    return <Skeleton h={320} aria-label={t('operativeCreate.map.loading')} />;
  }
  return (
    <section aria-label={t('operativeCreate.map.label')}>
      <Text fz="sm" c="dimmed" mb={4}>
        {t('operativeCreate.map.hint')}
      </Text>
      <LoadedMap
        tileUrl={settings.tileUrl}
        attribution={settings.attribution}
        pin={pin}
        onPick={onPick}
        onTileLoad={map.onTileLoad}
        onTileError={map.onTileError}
      />
    </section>
  );
}
