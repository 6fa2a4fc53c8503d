import { nationalities } from '@aptovial/shared';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDniSearchInput } from '../../../shared/forms/useDniSearchInput';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { type RegisterSearch as Search, useSearchRegisters } from '../api/searchRegisters';
import { type RegistersScope, registersPaths } from '../registersScope';
import { RegisterCard } from './RegisterCard';

const isNationality = (value: string): value is Search['nationality'] =>
  value === 'V' || value === 'E';

/** Search by nationality (default V, docs/product/rules.md) and dni; results as cards. */
export function RegisterSearch({ scope }: { scope: RegistersScope }) {
  const { t } = useTranslation();
  const [nationality, setNationality] = useState<Search['nationality']>('V');
  const [search, setSearch] = useState<Search>({ dni: '', nationality: 'V' });
  const found = useSearchRegisters(scope, search);
  const dniInput = useDniSearchInput((dni) => {
    if (dni === search.dni && nationality === search.nationality) void found.refetch();
    else setSearch({ dni, nationality });
  });
  const { data } = found;

  return (
    <Stack gap="md">
      <form onSubmit={dniInput.onSubmit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('registers.search.nationality')}
            data={nationalities.map((item) => ({ value: item.as, label: item.name }))}
            value={nationality}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isNationality(value)) setNationality(value);
            }}
          />
          <TextInput
            label={t('registers.search.dni')}
            {...dniInput.inputProps}
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
            {t('registers.search.submit')}
          </Button>
        </Group>
      </form>
      {search.dni === '' && <EmptyState message={t('registers.search.hint')} />}
      {search.dni !== '' && found.isPending && (
        <LoadingState label={t('registers.search.searching')} />
      )}
      {found.isError && (
        <ErrorState message={t('registers.search.failed')} onRetry={() => void found.refetch()} />
      )}
      {data?.length === 0 && <EmptyState message={t('registers.search.notFound', search)} />}
      {data !== undefined && data.length > 0 && (
        <Group justify="flex-end">
          <ExportButton
            path={registersPaths[scope].xlsx}
            query={search}
            fileName={`registros-${search.dni}.xlsx`}
          />
        </Group>
      )}
      {data?.map((register) => (
        <RegisterCard key={register.id} register={register} />
      ))}
    </Stack>
  );
}
