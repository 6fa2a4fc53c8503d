import { listUsersQuerySchema, roleName, statesAllowedFor } from '@aptovial/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { countText } from '../../../shared/i18n/plural';
import { useReferenceData } from '../../../shared/reference/referenceData';
import type { VerifiedSession } from '../../../shared/session/sessionStore';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { FiltersPanel } from '../../../shared/ui/list/FiltersPanel';
import { ListPager } from '../../../shared/ui/list/ListPager';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { useListUsers } from '../api/listUsers';
import { type UsersAccess, type UsersScope, usersPaths } from '../usersScope';
import { UserActions } from './UserActions';
import { UsersFilters } from './UsersFilters';
import { UsersTable } from './UsersTable';

type UsersListProps = { scope: UsersScope; session: VerifiedSession; access: UsersAccess };

/** The server-paginated, filtered and sorted table with its create button. */
export function UsersList({ scope, session, access }: UsersListProps) {
  const { t, i18n } = useTranslation();
  const list = useListParams(listUsersQuerySchema);
  const users = useListUsers(scope, list.params);
  const reference = useReferenceData();
  const allStates = reference.data?.states ?? [];
  const allowed = new Set(
    statesAllowedFor(
      { role: session.role, state: session.user.state },
      allStates.map((s) => s.as),
    ),
  );
  const stateOptions = allStates
    .filter((state) => allowed.has(state.as))
    .map((state) => ({ value: state.as, label: state.name }));
  const roleOptions = access.creatableRoles.map((code) => ({ value: code, label: roleName(code) }));
  const page = users.data;

  return (
    <UserActions scope={scope} session={session} access={access}>
      {(actions) => (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <FiltersPanel count={list.activeFilters}>
              <UsersFilters
                values={list.filters}
                stateOptions={stateOptions}
                roleOptions={roleOptions}
                onChange={list.setFilters}
              />
            </FiltersPanel>
            <Group gap="sm">
              <ExportButton
                path={usersPaths[scope].xlsx}
                query={list.filterQuery}
                fileName={scope === 'INTT' ? 'usuarios-intt.xlsx' : 'usuarios.xlsx'}
              />
              <Button
                leftSection={<IconUserPlus size={18} aria-hidden />}
                onClick={actions.onCreate}
              >
                {t('users.create')}
              </Button>
            </Group>
          </Group>
          {users.isPending && <LoadingState label={t('users.loading')} />}
          {users.isError && (
            <ErrorState message={t('users.loadFailed')} onRetry={() => void users.refetch()} />
          )}
          {page !== undefined && page.data.length === 0 && (
            <EmptyState message={t(list.hasFilters ? 'users.emptyFiltered' : 'users.empty')} />
          )}
          {page !== undefined && page.data.length > 0 && (
            <>
              <UsersTable
                users={page.data}
                isAdmin={access.isAdmin}
                sort={list.params}
                onSort={list.toggleSort}
                {...actions}
              />
              <ListPager
                page={page}
                summary={(pages) =>
                  countText(i18n, 'users.pageOf', page.total, {
                    page: page.page,
                    pages,
                    total: page.total,
                  })
                }
                current={list.params.page}
                onPage={list.setPage}
              />
            </>
          )}
        </Stack>
      )}
    </UserActions>
  );
}
