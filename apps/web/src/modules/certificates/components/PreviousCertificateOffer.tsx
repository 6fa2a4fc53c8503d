import type { PreviousCertificate } from '@aptovial/shared';
import { Button, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { type Driver, usePreviousCertificate } from '../api/previousCertificate';

type PreviousCertificateOfferProps = Driver & { onCopy: (previous: PreviousCertificate) => void };

/**
 * A returning driver: once their dni is typed, their newest certificate is offered for copying,
 * so the doctor types only what changed.
 */
export function PreviousCertificateOffer({
  dni,
  nationality,
  onCopy,
}: PreviousCertificateOfferProps) {
  const { t } = useTranslation();
  const [typed] = useDebouncedValue(dni, 300);
  const found = usePreviousCertificate({ dni: typed, nationality });
  const [copied, setCopied] = useState<number | null>(null);
  const previous = typed === dni ? found.data : undefined;
  if (previous === undefined || previous === null) return null;
  if (copied === previous.serial) {
    return (
      <Text fz="sm" c="dimmed" role="status">
        {t('roadCertificates.previous.copied', { serial: previous.serial })}
      </Text>
    );
  }
  return (
    <Group gap="sm" wrap="wrap" role="status">
      <Text fz="sm">
        {t('roadCertificates.previous.found', {
          name: `${previous.names} ${previous.lastNames}`,
        })}
      </Text>
      <Button
        variant="light"
        size="compact-md"
        leftSection={<IconCopy size={16} aria-hidden />}
        onClick={() => {
          setCopied(previous.serial);
          onCopy(previous);
        }}
      >
        {t('roadCertificates.previous.copy', {
          serial: previous.serial,
          date: showDay(previous.expeditionDate),
        })}
      </Button>
    </Group>
  );
}
