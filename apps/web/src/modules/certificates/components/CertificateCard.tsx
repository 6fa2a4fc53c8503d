import {
  banks,
  type Certificate,
  type CertificatePayment,
  formatDecimalEs,
  nationalityName,
} from '@aptovial/shared';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import type { CertificateOptions } from '../certificateOptions';
import type { CertificatesAccess } from '../certificatesScope';
import { CertificateActions, type CertificateHandlers } from './CertificateActions';
import { StatusBadge } from './StatusBadge';

type CertificateCardProps = CertificateHandlers & {
  certificate: Certificate;
  access: CertificatesAccess;
  options: CertificateOptions;
};

/**
 * How it was paid (decision 0023: issued against a payment): method, amount, reference, bank, day.
 */
function paymentText(t: TFunction, payment: CertificatePayment): string {
  const bank = banks.find((item) => item.code === payment.bankCode)?.name;
  return t('certificates.paidWithValue', {
    method: t(`payments.method.${payment.method}`),
    amount: formatDecimalEs(payment.amount),
    reference: payment.paymentReference ?? '—',
    bank: bank ?? String(payment.bankCode),
    day: showDay(payment.trxDate.slice(0, 10)) || payment.trxDate,
  });
}

/** A search result, readable on a phone without scrolling sideways. */
export function CertificateCard({
  certificate: c,
  access,
  options,
  ...handlers
}: CertificateCardProps) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('certificates.col.dni'), `${c.nationality}-${c.dni}`],
    [t('certificates.form.nationality'), nationalityName(c.nationality)],
    [t('certificates.col.grade'), options.gradeName(c.grade)],
    [t('certificates.col.typeCertifields'), c.typeCertifields],
    [t('certificates.col.expeditionDate'), showDay(c.expeditionDate)],
    [t('certificates.col.dueDate'), showDay(c.dueDate)],
    [t('certificates.col.doctor'), `${c.nameDoctor} (${c.dniDoctor})`],
    [t('certificates.col.state'), options.stateName(c.state)],
    [t('certificates.col.numberTP'), c.numberTP],
  ];
  if (c.rules.length > 0)
    facts.push([t('certificates.form.rules'), c.rules.map(options.ruleName).join('; ')]);
  if (!c.status && c.reason !== null) facts.push([t('certificates.reason'), c.reason]);
  if (c.payment) facts.push([t('certificates.paidWith'), paymentText(t, c.payment)]);
  // Served though never paid: the doctor's reason (decision 0065).
  if (c.withoutPayment) {
    const reason = t(`roadCertificates.unpaid.reasons.${c.withoutPayment.reason}`);
    const note = c.withoutPayment.note;
    facts.push([t('certificates.withoutPayment'), note ? `${reason} · ${note}` : reason]);
  }
  return (
    <Card withBorder padding="md" component="article">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4">{`${c.names} ${c.lastNames}`}</Title>
            <Group gap="xs">
              <Text fz="sm" c="dimmed">
                {t('certificates.serialOf', { serial: c.serial })}
              </Text>
              <StatusBadge status={c.status} />
            </Group>
          </Stack>
          <CertificateActions certificate={c} access={access} {...handlers} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" fz="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
