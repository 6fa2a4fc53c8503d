import { type SchoolNumber, stateName } from '@aptovial/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';

type SchoolNumbersListProps = { numbers: readonly SchoolNumber[]; withDates?: boolean };

/** Each college number with its state, the API's solvency and, if enabled, its licence. */
export function SchoolNumbersList({ numbers, withDates = false }: SchoolNumbersListProps) {
  const { t } = useTranslation();
  if (numbers.length === 0) return <Text fz="sm">{t('registers.school.none')}</Text>;
  return (
    <Stack gap={6}>
      {numbers.map((number) => (
        <Stack key={number.id} gap={2}>
          <Group gap={6} wrap="wrap">
            <Text fz="sm" fw={600}>
              {t('registers.school.number', { number: number.schoolNumber })}
            </Text>
            <Text fz="sm">{stateName(number.state)}</Text>
            <Badge color={number.solvency === 'Sí' ? 'green' : 'red'} variant="light">
              {t('registers.school.solvency', { value: number.solvency })}
            </Badge>
          </Group>
          {number.medicVial && number.licenseNumber !== null && (
            <Text fz="sm">{t('registers.school.license', { number: number.licenseNumber })}</Text>
          )}
          {withDates && (
            <Text fz="xs" c="dimmed">
              {t('registers.school.dates', {
                registered: showDay(number.registerDate),
                solvent: showDay(number.currentSolvency),
              })}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
