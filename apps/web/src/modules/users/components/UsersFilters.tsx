import { roleCodes } from '@aptovial/shared';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserFilters, UserStatus } from '../api/listUsers';

export type FilterOption = { value: string; label: string };

type UsersFiltersProps = {
  values: UserFilters;
  stateOptions: readonly FilterOption[];
  roleOptions: readonly FilterOption[];
  onChange: (values: UserFilters) => void;
};

const isStatus = (value: string): value is UserStatus => value === 'active' || value === 'inactive';

export function UsersFilters({ values, stateOptions, roleOptions, onChange }: UsersFiltersProps) {
  const { t } = useTranslation();
  const all = { value: '', label: t('users.filters.all') };
  const pickRole = (value: string) => roleCodes.find((code) => code === value);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t('users.filters.state')}
        data={[all, ...stateOptions]}
        value={values.state ?? ''}
        onChange={(event) => onChange({ ...values, state: event.currentTarget.value || undefined })}
      />
      <NativeSelect
        label={t('users.filters.role')}
        data={[all, ...roleOptions]}
        value={values.rol ?? ''}
        onChange={(event) => onChange({ ...values, rol: pickRole(event.currentTarget.value) })}
      />
      <NativeSelect
        label={t('users.filters.status')}
        data={[
          all,
          { value: 'active', label: t('users.status.active') },
          { value: 'inactive', label: t('users.status.inactive') },
        ]}
        value={values.status ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...values, status: isStatus(value) ? value : undefined });
        }}
      />
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('users.clearFilters')}
      </Button>
    </Group>
  );
}
