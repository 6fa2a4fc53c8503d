import { operativeStatuses, operativeStatusLabels } from '@aptovial/shared';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../shared/forms/DateRangeFields';
import type { Option } from '../../../shared/reference/useStateNames';
import type { OperativeFilters } from '../api/history';

type OperativesFiltersProps = {
  values: OperativeFilters;
  /** The Admin's state filter; a doctor's operatives are all of their own state. */
  stateOptions: readonly Option[] | null;
  onChange: (values: OperativeFilters) => void;
};

// A select's value as its filter reads it; '' (Todos) is no filter.
const statusOf = (value: string) => operativeStatuses.find((status) => status === value);

/** The record's filters: status, state (Admin) and the start date's range. */
export function OperativesFilters({ values, stateOptions, onChange }: OperativesFiltersProps) {
  const { t } = useTranslation();
  const all = { value: '', label: t('operativeRecord.filters.all') };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t('operativeRecord.filters.status')}
        data={[
          all,
          ...operativeStatuses.map((status) => ({
            value: status,
            label: operativeStatusLabels[status],
          })),
        ]}
        value={values.status ?? ''}
        onChange={(event) => onChange({ ...values, status: statusOf(event.currentTarget.value) })}
      />
      {stateOptions !== null && (
        <NativeSelect
          label={t('operativeRecord.filters.state')}
          data={[all, ...stateOptions]}
          value={values.state ?? ''}
          onChange={(event) =>
            onChange({ ...values, state: event.currentTarget.value || undefined })
          }
        />
      )}
      <DateRangeFields
        value={values.date_range}
        fromLabel={t('operativeRecord.filters.from')}
        toLabel={t('operativeRecord.filters.to')}
        onChange={(range) => onChange({ ...values, date_range: range })}
      />
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('operativeRecord.filters.clear')}
      </Button>
    </Group>
  );
}
