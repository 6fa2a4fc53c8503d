import { type CertifieldAmount, formatDecimalEs } from '@aptovial/shared';
import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { showDay } from '../../../shared/dates/dayText';

/** The rate keeps its four decimals where it has them (36,5012), not trailing zeros (40,00). */
export const rateText = (rate: string): string =>
  formatDecimalEs(rate.replace(/(\.\d{2}\d*?)0+$/, '$1'));

/** "Bs. 200,00 · USD 5,00 × 40,00 (tasa BCV del 25-11-2026)": the price and where it comes from. */
export function usePriceText() {
  const { t } = useTranslation();
  return (amount: CertifieldAmount) =>
    t('operativeCreate.price.line', {
      bs: formatDecimalEs(amount.amountBolivares),
      usd: formatDecimalEs(amount.commissionDollarGeneral),
      rate: rateText(amount.dollarPrice),
      source: t(
        `operativeCreate.price.${amount.priceSource === 'manual' ? 'manual' : 'official'}`,
        {
          date: showDay(amount.priceDate),
        },
      ),
    });
}

type OperativeFiguresProps = {
  price: UseQueryResult<CertifieldAmount>;
  applicants: UseQueryResult<number>;
  placeChosen: boolean;
};

/**
 * What the form does not ask and sends anyway (docs/product/rules.md): the price in force, read
 * only, and how many open requests the chosen municipality has.
 */
export function OperativeFigures({ price, applicants, placeChosen }: OperativeFiguresProps) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const count = !placeChosen
    ? t('operativeCreate.applicants.choosePlace')
    : applicants.data !== undefined
      ? t('operativeCreate.applicants.count', { count: applicants.data })
      : applicants.isError
        ? t('operativeCreate.applicants.failed')
        : t('operativeCreate.applicants.loading');
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text fz="sm" c="dimmed">
          {t('operativeCreate.price.label')}
        </Text>
        {price.data !== undefined ? (
          <Text fw={700} data-testid="operative-price">
            {priceText(price.data)}
          </Text>
        ) : price.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" p="xs">
            {messageOf(price.error, t('operativeCreate.price.failed'))}
          </Alert>
        ) : (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text fz="sm">{t('operativeCreate.price.loading')}</Text>
          </Group>
        )}
        <Text fz="sm" c="dimmed">
          {t('operativeCreate.applicants.label')}
        </Text>
        <Text fw={placeChosen && applicants.data !== undefined ? 700 : 400}>{count}</Text>
      </Stack>
    </Paper>
  );
}
