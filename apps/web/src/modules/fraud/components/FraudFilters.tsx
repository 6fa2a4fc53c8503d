import { fraudKinds } from '@aptovial/shared';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../shared/forms/DateRangeFields';
import type { Option } from '../../../shared/reference/useStateNames';
import type { FraudFilters as Filters } from '../api/fraud';

type FraudFiltersProps = {
  values: Filters;
  /** Every state for a national reader; a President or Managing Director sees only theirs. */
  stateOptions: readonly Option[] | null;
  onChange: (values: Filters) => void;
};

const kindOf = (value: string) => fraudKinds.find((kind) => kind === value);

/** The report's filters: kind, state (national readers) and the detection dates. */
export function FraudFilters({ values, stateOptions, onChange }: FraudFiltersProps) {
  const { t } = useTranslation();
  const all = { value: '', label: t('fraud.filters.all') };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t('fraud.filters.kind')}
        data={[
          all,
          ...fraudKinds.map((kind) => ({ value: kind, label: t(`fraud.kinds.${kind}`) })),
        ]}
        value={values.kind ?? ''}
        onChange={(event) => onChange({ ...values, kind: kindOf(event.currentTarget.value) })}
      />
      {stateOptions !== null && (
        <NativeSelect
          label={t('fraud.filters.state')}
          data={[all, ...stateOptions]}
          value={values.state ?? ''}
          onChange={(event) =>
            onChange({ ...values, state: event.currentTarget.value || undefined })
          }
        />
      )}
      <DateRangeFields
        value={values.date_range}
        fromLabel={t('fraud.filters.from')}
        toLabel={t('fraud.filters.to')}
        onChange={(range) => onChange({ ...values, date_range: range })}
      />
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('fraud.filters.clear')}
      </Button>
    </Group>
  );
}
