import type { Register } from '@aptovial/shared';
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifiedSession } from '../../../shared/session/sessionStore';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { type RegisterFilters, useListRegisters } from '../api/listRegisters';
import { useRegisterOptions } from '../registerOptions';
import { type RegistersAccess, type RegistersScope, registersPaths } from '../registersScope';
import { useRegistersListState } from '../useRegistersListState';
import { RegisterFormModal, type RegisterFormTarget } from './RegisterFormModal';
import { RegistersFilters } from './RegistersFilters';
import { RegistersTable } from './RegistersTable';

type RegistersListProps = {
  scope: RegistersScope;
  session: VerifiedSession;
  access: RegistersAccess;
  /** Filters the screen always applies (Medicos-Habilitados: medicVial). */
  fixed?: RegisterFilters;
  emptyText: string;
  /** The Excel file's name when the server gives none. */
  exportName: string;
};

/** The server-paginated, filtered and sorted registers, with the create/edit form for writers. */
export function RegistersList(props: RegistersListProps) {
  const { scope, session, access, fixed, emptyText, exportName } = props;
  const { t } = useTranslation();
  const list = useRegistersListState(fixed);
  const registers = useListRegisters(scope, list.params);
  const options = useRegisterOptions(session, access);
  const [formTarget, setFormTarget] = useState<RegisterFormTarget>(null);
  const page = registers.data;
  const pages = page === undefined ? 0 : Math.ceil(page.total / page.limit);
  const onEdit = access.canWrite ? (register: Register) => setFormTarget(register) : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <RegistersFilters
          values={list.filters}
          options={options}
          withMedicVial={fixed?.medicVial === undefined}
          onChange={list.setFilters}
        />
        <Group gap="sm" wrap="wrap">
          <ExportButton
            path={registersPaths[scope].xlsx}
            query={list.filters}
            fileName={exportName}
          />
          {access.canWrite && (
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setFormTarget('new')}
            >
              {t('registers.create')}
            </Button>
          )}
        </Group>
      </Group>
      {registers.isPending && <LoadingState label={t('registers.loading')} />}
      {registers.isError && (
        <ErrorState message={t('registers.loadFailed')} onRetry={() => void registers.refetch()} />
      )}
      {page !== undefined && page.data.length === 0 && (
        <EmptyState message={list.hasFilters ? t('registers.emptyFiltered') : emptyText} />
      )}
      {page !== undefined && page.data.length > 0 && (
        <>
          <RegistersTable
            registers={page.data}
            adminColumns={access.adminColumns}
            sort={list.params}
            onSort={list.toggleSort}
            onEdit={onEdit}
          />
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text fz="sm" c="dimmed">
              {t('registers.pageOf', { page: page.page, pages, total: page.total })}
            </Text>
            {pages > 1 && (
              <Pagination total={pages} value={list.params.page} onChange={list.setPage} />
            )}
          </Group>
        </>
      )}
      {access.canWrite && (
        <RegisterFormModal
          access={access}
          options={options}
          target={formTarget}
          onClose={() => setFormTarget(null)}
        />
      )}
    </Stack>
  );
}
