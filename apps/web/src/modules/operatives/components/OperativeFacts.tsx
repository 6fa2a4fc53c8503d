import { type Operative, pathTo } from '@aptovial/shared';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showMoment } from '../../../shared/dates/dayText';
import { countText } from '../../../shared/i18n/plural';
import { useStateNames } from '../../../shared/reference/useStateNames';
import { useCertificateCount } from '../api/details';
import { coordinateShown, dayText, doctorName, mapLinkOf, moneyText } from '../operativeText';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

/** Certificates issued there by type (countCertifieldInOperation). */
function CertificatesByType({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const count = useCertificateCount(id);
  if (count.isPending) return <Text c="dimmed">{t('operativeRecord.details.counting')}</Text>;
  if (count.isError) return <Text c="red">{t('operativeRecord.details.countFailed')}</Text>;
  const { total, byType } = count.data;
  return (
    <Stack gap={2}>
      <Text>
        {countText(i18n, 'operativeRecord.details.certificatesTotal', total, { count: total })}
      </Text>
      {byType.map((row) => (
        <Text key={row.type} fz="sm" c="dimmed">{`${row.type}: ${row.total}`}</Text>
      ))}
    </Stack>
  );
}

/** An operative's facts: place and map, price, applicants, payments, certificates, doctor. */
export function OperativeFacts({ operative }: { operative: Operative }) {
  const { t } = useTranslation();
  const { stateName } = useStateNames();
  const label = (key: string) => t(`operativeRecord.details.${key}`);
  const { address, created_By: doctor } = operative;
  const of = `?operativo=${operative.id}`;
  const when = (value: string | null) => (value === null ? '—' : showMoment(value));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Fact label={label('place')}>
        <Text>{`${operative.municipalityName}, ${stateName(operative.state)}`}</Text>
        <Text fz="sm">{address.description}</Text>
        <Anchor href={mapLinkOf(address)} target="_blank" rel="noopener noreferrer" fz="sm">
          {label('map')}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {t('operativeRecord.details.coordinates', {
            latitude: coordinateShown(address.latitude),
            longitude: coordinateShown(address.longitude),
          })}
        </Text>
      </Fact>
      <Fact label={label('price')}>
        <Text>{t('operativeRecord.bs', { amount: moneyText(operative.price) })}</Text>
        <Text fz="xs" c="dimmed">
          {t('operativeRecord.details.priceFrom', {
            usd: moneyText(operative.priceDollars),
            rate: moneyText(operative.dollarPrice),
            date: dayText(operative.rateDate),
          })}
        </Text>
      </Fact>
      <Fact label={label('applicants')}>
        <Text>{operative.totalUsers}</Text>
        <Anchor component={Link} to={`${pathTo('listPreRegister')}${of}`} fz="sm">
          {label('seeApplicants')}
        </Anchor>
      </Fact>
      <Fact label={label('payments')}>
        <Anchor component={Link} to={`${pathTo('listPaymentC2p')}${of}`}>
          {label('seePayments')}
        </Anchor>
      </Fact>
      <Fact label={label('certificates')}>
        <CertificatesByType id={operative.id} />
      </Fact>
      <Fact label={label('doctor')}>
        <Text>{doctorName(operative)}</Text>
        <Text fz="sm">{`${doctor.nationality}-${doctor.dni} · ${doctor.email}`}</Text>
        <Text fz="xs" c="dimmed">
          {t('operativeRecord.details.doctorNumbers', {
            school: doctor.schoolNumber,
            license: doctor.licenseNumber ?? '—',
          })}
        </Text>
      </Fact>
      {operative.observation !== null && (
        <Fact label={label('observation')}>{operative.observation}</Fact>
      )}
      <Fact label={label('createdAt')}>{showMoment(operative.createdAt)}</Fact>
      <Fact label={label('startedAt')}>{when(operative.startedAt)}</Fact>
      <Fact label={label('finishedAt')}>{when(operative.finishedAt)}</Fact>
    </SimpleGrid>
  );
}
