import { type PublicDoctor, stateName } from '@aptovial/shared';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="sm">
        {label}
      </Text>
      <Text component="dd" fw={700} m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** One medic of the register: names, then each college number and what it allows today. */
export function DoctorCard({ doctor }: { doctor: PublicDoctor }) {
  const { t } = useTranslation();
  const name = `${doctor.names} ${doctor.lastNames}`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="article">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3">
            {name}
          </Title>
          <Text size="sm">{t('doctorCheck.medic')}</Text>
        </div>
        {doctor.numbers.map((number) => (
          <dl
            key={`${number.state}-${number.schoolNumber}`}
            aria-label={t('doctorCheck.numberLabel', { number: number.schoolNumber })}
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
              gap: 'var(--mantine-spacing-sm)',
              margin: 0,
            }}
          >
            <Fact label={t('doctorCheck.college')} value={stateName(number.state)} />
            <Fact label={t('doctorCheck.number')} value={number.schoolNumber} />
            <Fact
              label={t('doctorCheck.solvent')}
              value={t(number.solvent ? 'doctorCheck.yes' : 'doctorCheck.no')}
            />
            <Fact
              label={t('doctorCheck.roadMedicine')}
              value={
                number.roadMedicine && number.licenseNumber
                  ? t('doctorCheck.enabled', { licence: number.licenseNumber })
                  : t('doctorCheck.notEnabled')
              }
            />
          </dl>
        ))}
      </Stack>
    </Paper>
  );
}
