import { genders } from '@aptovial/shared';
import { Button, Group, NativeSelect } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFilters } from '../api/listRegisters';
import type { RegisterOptions } from '../registerOptions';

type RegistersFiltersProps = {
  values: RegisterFilters;
  options: RegisterOptions;
  /** Medicos-Habilitados fixes medicVial, so it offers no choice for it. */
  withMedicVial: boolean;
  onChange: (values: RegisterFilters) => void;
};

const pick = <T extends string>(allowed: readonly T[], value: string): T | undefined =>
  allowed.find((candidate) => candidate === value);

export function RegistersFilters({
  values,
  options,
  withMedicVial,
  onChange,
}: RegistersFiltersProps) {
  const { t } = useTranslation();
  const all = { value: '', label: t('registers.filters.all') };
  const change =
    (read: (value: string) => RegisterFilters) => (event: ChangeEvent<HTMLSelectElement>) =>
      onChange({ ...values, ...read(event.currentTarget.value) });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t('registers.filters.state')}
        data={[all, ...options.stateOptions]}
        value={values.state ?? ''}
        onChange={change((value) => ({ state: value || undefined }))}
      />
      {options.typeOptions.length > 1 && (
        <NativeSelect
          label={t('registers.filters.type')}
          data={[all, ...options.typeOptions]}
          value={values.type ?? ''}
          // Each type has its own specialties, so a chosen one may no longer apply.
          onChange={change((value) => ({
            type: pick(['medic', 'nurse'], value),
            specialty: undefined,
          }))}
        />
      )}
      <NativeSelect
        label={t('registers.filters.specialty')}
        data={[all, ...options.specialtiesOf(values.type ?? '')]}
        value={values.specialty ?? ''}
        onChange={change((value) => ({ specialty: value || undefined }))}
        maw="100%"
      />
      {withMedicVial && (
        <NativeSelect
          label={t('registers.filters.medicVial')}
          data={[
            all,
            { value: 'true', label: t('registers.yes') },
            { value: 'false', label: t('registers.no') },
          ]}
          value={values.medicVial === undefined ? '' : String(values.medicVial)}
          onChange={change((value) => ({ medicVial: value === '' ? undefined : value === 'true' }))}
        />
      )}
      <NativeSelect
        label={t('registers.filters.genders')}
        data={[all, ...genders.map((item) => ({ value: item.as, label: item.name }))]}
        value={values.genders ?? ''}
        onChange={change((value) => ({ genders: pick(['M', 'F'], value) }))}
      />
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('registers.clearFilters')}
      </Button>
    </Group>
  );
}
