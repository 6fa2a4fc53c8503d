import type { Operative } from '@aptovial/shared';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { useCertificateCount, useCommission } from '../api/details';
import { dayText, moneyText } from '../operativeText';

function Figure({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <Card withBorder padding="sm">
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fz="lg" fw={700} m={0}>
        {value}
      </Text>
      {note !== undefined && (
        <Text component="dd" fz="xs" c="dimmed" m={0}>
          {note}
        </Text>
      )}
    </Card>
  );
}

/**
 * An operative's money: what it collected and the certificates it issued (frozen once it is
 * finished, live before), the commission it owes the college in dollars and bolívares, and
 * how many of its certificates were issued without payment, by reason (decision 0065).
 */
export function OperativeMoney({ operative }: { operative: Operative }) {
  const { t } = useTranslation();
  const commission = useCommission({ id: operative.id });
  const unpaid = useCertificateCount(operative.id).data?.withoutPayment;
  const bs = (amount: string) => t('operativeRecord.bs', { amount: moneyText(amount) });
  const owed = commission.data;
  const frozen = operative.status === 'Executed';
  return (
    <Stack gap="xs" component="section" aria-labelledby="operative-money">
      <Title order={3} size="h5" id="operative-money">
        {t('operativeRecord.money.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
        <Figure
          label={t('operativeRecord.money.collected')}
          value={bs(operative.total)}
          note={t(frozen ? 'operativeRecord.money.frozen' : 'operativeRecord.money.live')}
        />
        <Figure
          label={t('operativeRecord.money.certificates')}
          value={String(operative.certificates)}
        />
        {owed !== undefined ? (
          <Figure
            label={t('operativeRecord.money.owed')}
            value={t('operativeRecord.usd', { amount: moneyText(owed.owedDollars) })}
            note={t('operativeRecord.money.owedNote', {
              bs: bs(owed.owedBolivares),
              usd: moneyText(owed.commissionDollarGeneral),
              rate: moneyText(owed.dollarPrice),
              date: dayText(owed.rateDate),
            })}
          />
        ) : (
          <Figure
            label={t('operativeRecord.money.owed')}
            value="—"
            note={
              commission.isError
                ? messageOf(commission.error, t('operativeRecord.money.owedFailed'))
                : t('operativeRecord.money.owedLoading')
            }
          />
        )}
        {unpaid !== undefined && (
          <Figure
            label={t('operativeRecord.money.withoutPayment')}
            value={String(unpaid.reduce((sum, row) => sum + row.total, 0))}
            note={
              unpaid
                .map((row) => `${t(`roadCertificates.unpaid.reasons.${row.reason}`)}: ${row.total}`)
                .join(' · ') || undefined
            }
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
