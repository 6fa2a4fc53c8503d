import { dniSchema } from '@aptovial/shared';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifiedSession } from '../../../shared/session/sessionStore';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { useSearchUsers } from '../api/searchUsers';
import { type UsersAccess, type UsersScope, usersPaths } from '../usersScope';
import { UserActions } from './UserActions';
import { UsersTable } from './UsersTable';

type UsersSearchProps = { scope: UsersScope; session: VerifiedSession; access: UsersAccess };

export function UsersSearch({ scope, session, access }: UsersSearchProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [dni, setDni] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const search = useSearchUsers(scope, dni);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // docs/product/rules.md: an empty dni does nothing.
    const value = typed.trim();
    if (value === '') return;
    const checked = dniSchema.safeParse(value);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    if (value === dni) void search.refetch();
    else setDni(value);
  };

  return (
    <UserActions scope={scope} session={session} access={access}>
      {(actions) => (
        <Stack gap="md">
          <form onSubmit={submit}>
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('users.search.dni')}
                inputMode="numeric"
                value={typed}
                error={fieldError}
                onChange={(event) => {
                  setTyped(event.currentTarget.value.replace(/\D/g, ''));
                  setFieldError(undefined);
                }}
                style={{ flex: '1 1 12rem' }}
              />
              <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
                {t('users.search.submit')}
              </Button>
            </Group>
          </form>
          {dni === '' && <EmptyState message={t('users.search.hint')} />}
          {dni !== '' && search.isPending && <LoadingState label={t('users.search.searching')} />}
          {search.isError && (
            <ErrorState message={t('users.search.failed')} onRetry={() => void search.refetch()} />
          )}
          {search.data !== undefined && search.data.length === 0 && (
            <EmptyState message={t('users.search.notFound', { dni })} />
          )}
          {search.data !== undefined && search.data.length > 0 && (
            <>
              <Group justify="flex-end">
                <ExportButton
                  path={usersPaths[scope].xlsx}
                  query={{ dni }}
                  fileName={`usuarios-${dni}.xlsx`}
                />
              </Group>
              <UsersTable users={search.data} isAdmin={access.isAdmin} {...actions} />
            </>
          )}
        </Stack>
      )}
    </UserActions>
  );
}
