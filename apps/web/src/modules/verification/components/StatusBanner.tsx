import { Button, Group, Stack, Text } from '@mantine/core';
import {
  type Icon,
  IconAlertTriangle,
  IconBan,
  IconCalendarX,
  IconCircleCheck,
  IconHistory,
  IconHourglass,
  IconKeyOff,
  IconSearchOff,
  IconShieldQuestion,
  IconShieldX,
  IconWifiOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OutcomeKind } from '../outcome';
import { Banner } from './Banner';

/** Colour and icon of each outcome: the text says it too, never the colour alone. */
const looks: Record<OutcomeKind, { color: string; icon: Icon }> = {
  valid: { color: 'green', icon: IconCircleCheck },
  expired: { color: 'orange', icon: IconCalendarX },
  disabled: { color: 'red', icon: IconBan },
  forged: { color: 'red', icon: IconShieldX },
  mismatch: { color: 'red', icon: IconAlertTriangle },
  superseded: { color: 'red', icon: IconHistory },
  withdrawn: { color: 'orange', icon: IconKeyOff },
  offline: { color: 'yellow', icon: IconWifiOff },
  unverifiable: { color: 'gray', icon: IconShieldQuestion },
  notFound: { color: 'red', icon: IconSearchOff },
  rateLimited: { color: 'orange', icon: IconHourglass },
  networkError: { color: 'gray', icon: IconWifiOff },
};

/**
 * The verdict, big: icon, title and a line saying what it means. `offline`: checked without
 * signal, so a superseded printout has no newer data below to compare (decision 0052).
 */
export function StatusBanner({
  outcome,
  offline = false,
  onRetry,
}: {
  outcome: OutcomeKind;
  offline?: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const text = offline && outcome === 'superseded' ? 'offlineText' : 'text';
  const { color, icon: OutcomeIcon } = looks[outcome];
  const retry = outcome === 'networkError' || outcome === 'unverifiable';
  return (
    <Banner color={color}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <OutcomeIcon
          size={44}
          stroke={2}
          color={`var(--mantine-color-${color}-filled)`}
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Stack gap={6}>
          <Text component="h2" fz={{ base: 22, sm: 28 }} fw={800} lh={1.2} m={0}>
            {t(`verify.outcome.${outcome}.title`)}
          </Text>
          <Text>{t(`verify.outcome.${outcome}.${text}`)}</Text>
          {retry && (
            <Button variant="default" onClick={onRetry} w="fit-content">
              {t('verify.retry')}
            </Button>
          )}
        </Stack>
      </Group>
    </Banner>
  );
}
