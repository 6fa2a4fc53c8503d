import { formatDecimalEs } from '@aptovial/shared';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Notice } from './Notice';
import { isoDayText } from './payValues';
import type { PriceState } from './usePrice';

type PriceLineProps = {
  price: PriceState;
  onReload: () => void;
  /** The server refused the last attempt for a price that changed: say so with the new one. */
  changed: boolean;
};

/**
 * What is paid: the bolívares in force with the rate's date (docs/product/calls.md, Amounts), a
 * plain note when that rate is old (both rate services down, decision 0022), and the new price
 * when it changed while the person was paying.
 */
export function PriceLine({ price, onReload, changed }: PriceLineProps) {
  const { t } = useTranslation();
  if (price.phase === 'loading') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('preRegister.request.payment.loadingPrice')}</Text>
      </Group>
    );
  }
  if (price.phase === 'failed') {
    return (
      <Notice color="red" icon={<IconAlertTriangle aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text>{price.message}</Text>
          <Button variant="light" color="red" onClick={onReload}>
            {t('preRegister.request.payment.retryPrice')}
          </Button>
        </Stack>
      </Notice>
    );
  }
  const { amount } = price;
  const bolivares = formatDecimalEs(amount.amountBolivares);
  const date = isoDayText(amount.priceDate);
  return (
    <Stack gap="xs">
      <div>
        <Text fz="sm" c="dimmed">
          {t('preRegister.request.payment.amountLabel')}
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {t('preRegister.request.payment.bs', { amount: bolivares })}
        </Text>
        <Text fz="sm">
          {/* A price the college set by hand is not the official rate: it is named as such. */}
          {t(
            `preRegister.request.payment.${amount.priceSource === 'manual' ? 'rateManual' : 'rate'}`,
            {
              usd: formatDecimalEs(amount.commissionDollarGeneral),
              rate: formatDecimalEs(amount.dollarPrice),
              date,
            },
          )}
        </Text>
      </div>
      {amount.priceStale && (
        <Notice color="yellow" role="status" icon={<IconInfoCircle aria-hidden />}>
          {t('preRegister.request.payment.stale', { date })}
        </Notice>
      )}
      {changed && (
        <Notice color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          {t('preRegister.request.payment.priceChanged', { amount: bolivares })}
        </Notice>
      )}
    </Stack>
  );
}
