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
  IconShieldCheck,
  IconShieldQuestion,
  IconShieldX,
  IconWifiOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showMoment } from '../../../shared/dates/dayText';
import { LIST_FRESH_DAYS } from '../offline/listAge';
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
  // Not green: no connection confirmed it, only a recent list did not name it.
  notListed: { color: 'teal', icon: IconShieldCheck },
  offline: { color: 'yellow', icon: IconWifiOff },
  unverifiable: { color: 'gray', icon: IconShieldQuestion },
  notFound: { color: 'red', icon: IconSearchOff },
  rateLimited: { color: 'orange', icon: IconHourglass },
  serialOffline: { color: 'gray', icon: IconWifiOff },
  networkError: { color: 'gray', icon: IconWifiOff },
};

/**
 * Which line says what the outcome means. `listAsOf`: checked without signal, with the kept
 * list's date (null: none kept); absent when the server answered. Without signal a superseded
 * printout has no newer data below to compare (decision 0052), and an unconfirmed status says
 * how old the last list is (decision 0072).
 */
function textKey(outcome: OutcomeKind, listAsOf: string | null | undefined): string {
  if (listAsOf === undefined) return 'text';
  if (outcome === 'superseded') return 'offlineText';
  return outcome === 'offline' && listAsOf !== null ? 'staleText' : 'text';
}

const retried = new Set<OutcomeKind>(['networkError', 'unverifiable', 'serialOffline']);

/**
 * The verdict, big: icon, title and a line saying what it means. `action`: a further button
 * (the scanner, when a typed serial could not be checked).
 */
export function StatusBanner({
  outcome,
  listAsOf,
  action,
  onRetry,
}: {
  outcome: OutcomeKind;
  listAsOf?: string | null;
  action?: ReactNode;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { color, icon: OutcomeIcon } = looks[outcome];
  const values = { date: showMoment(listAsOf), days: LIST_FRESH_DAYS };
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
          <Text>{t(`verify.outcome.${outcome}.${textKey(outcome, listAsOf)}`, values)}</Text>
          {(action || retried.has(outcome)) && (
            <Group gap="sm">
              {action}
              {retried.has(outcome) && (
                <Button variant="default" onClick={onRetry} w="fit-content">
                  {t('verify.retry')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Banner>
  );
}
