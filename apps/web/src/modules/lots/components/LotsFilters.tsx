import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../../shared/reference/useStateNames';
import type { LotFilters } from '../api/listLots';

type LotsFiltersProps = {
  values: LotFilters;
  /** Admin filters by any state; others read only their own, so they get no choice. */
  stateOptions: readonly Option[] | null;
  onChange: (values: LotFilters) => void;
};

export function LotsFilters({ values, stateOptions, onChange }: LotsFiltersProps) {
  const { t } = useTranslation();
  const [numberTP, setNumberTP] = useState(values.numberTP ?? '');
  // The TP number is sent once the person stops typing, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = numberTP.trim() || undefined;
      if (next !== values.numberTP) onChange({ ...values, numberTP: next });
    }, 300);
    return () => clearTimeout(timer);
  }, [numberTP, values, onChange]);
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
      <TextInput
        label={t('lots.filters.numberTP')}
        value={numberTP}
        onChange={(event) => setNumberTP(event.currentTarget.value)}
        maxLength={30}
      />
      <Button
        variant="subtle"
        onClick={() => {
          setNumberTP('');
          onChange({});
        }}
      >
        {t('lots.filters.clear')}
      </Button>
    </Group>
  );
}
