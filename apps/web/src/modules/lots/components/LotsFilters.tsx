import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../../shared/reference/useStateNames';
import { FilterTextInput } from '../../../shared/ui/list/FilterTextInput';
import type { LotFilters } from '../api/listLots';

type LotsFiltersProps = {
  values: LotFilters;
  /** Admin filters by any state; others read only their own, so they get no choice. */
  stateOptions: readonly Option[] | null;
  onChange: (values: LotFilters) => void;
};

export function LotsFilters({ values, stateOptions, onChange }: LotsFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {stateOptions !== null && (
        <NativeSelect
          label={t('lots.filters.state')}
          data={[{ value: '', label: t('lots.filters.all') }, ...stateOptions]}
          value={values.state ?? ''}
          onChange={(event) =>
            onChange({ ...values, state: event.currentTarget.value || undefined })
          }
        />
      )}
      <FilterTextInput
        label={t('lots.filters.numberTP')}
        value={values.numberTP}
        onChange={(numberTP) => onChange({ ...values, numberTP })}
        maxLength={30}
      />
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('lots.filters.clear')}
      </Button>
    </Group>
  );
}
