import { genderName, nationalityName, optionalPhoneText, type Register } from '@aptovial/shared';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { SchoolNumbersList } from './SchoolNumbersList';

/** A search result: one person's register, readable on a phone without scrolling sideways. */
export function RegisterCard({ register }: { register: Register }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('registers.col.dni'), `${register.nationality}-${register.dni}`],
    [t('registers.col.nationality'), nationalityName(register.nationality, register.genders)],
    [t('registers.col.genders'), genderName(register.genders)],
    [t('registers.col.phone'), optionalPhoneText(register.phone)],
    [t('registers.col.dateBirth'), showDay(register.dateBirth) || '—'],
    [t('registers.col.specialty'), register.specialty],
    [t('registers.col.healthNumber'), register.healthNumber ?? '—'],
  ];
  if (register.academicDegree !== null) {
    facts.push([t('registers.col.academicDegree'), register.academicDegree]);
  }
  return (
    <Card withBorder padding="md" component="article">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {`${register.names} ${register.lastNames}`}
        </Title>
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
        <Text fw={600} fz="sm">
          {t('registers.col.schoolNumbers')}
        </Text>
        <SchoolNumbersList numbers={register.schoolNumbers} withDates />
      </Stack>
    </Card>
  );
}
