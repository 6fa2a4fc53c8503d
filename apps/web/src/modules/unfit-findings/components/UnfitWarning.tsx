import { Alert, List } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { type UnfitDriver, useUnfitWarnings } from '../api/unfitWarnings';

/**
 * On the issue forms: another doctor found this driver unfit (No apto) for this grade in the last
 * 30 days. A warning, never a block: the doctor examines and decides; the server issues anyway.
 */
export function UnfitWarning(driver: UnfitDriver) {
  const { t } = useTranslation();
  const [typed] = useDebouncedValue(driver, 300);
  const same =
    typed.dni === driver.dni &&
    typed.nationality === driver.nationality &&
    typed.grade === driver.grade;
  const warnings = useUnfitWarnings(typed);
  const found = same ? warnings.data : undefined;
  if (found === undefined || found.count === 0) return null;
  const days = found.dates.map((date) => showDay(date));
  return (
    <Alert
      color="orange"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('unfitFindings.warning.title')}
    >
      {days.length === 1 ? (
        t('unfitFindings.warning.one', { grade: driver.grade, date: days[0] })
      ) : (
        <>
          {/* Two findings or more (one has its own text): the plural always fits. */}
          {t('unfitFindings.warning.many', { grade: driver.grade, times: found.count })}
          <List size="sm" mt={4}>
            {days.map((day, index) => (
              // Two findings may share a day: the position keeps the keys apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: dates are not unique
              <List.Item key={`${day}-${index}`}>{day}</List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
