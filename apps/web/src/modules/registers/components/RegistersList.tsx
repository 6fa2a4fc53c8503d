import {
  LIST_DEPTH_CAP,
  listRegistersQuerySchema,
  type Register,
  withThousands,
} from '@aptovial/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countText } from '../../../shared/i18n/plural';
import type { VerifiedSession } from '../../../shared/session/sessionStore';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { FiltersPanel } from '../../../shared/ui/list/FiltersPanel';
import { ListPager } from '../../../shared/ui/list/ListPager';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { type RegisterFilters, useListRegisters } from '../api/listRegisters';
import { useRegisterOptions } from '../registerOptions';
import { type RegistersAccess, type RegistersScope, registersPaths } from '../registersScope';
import { RegisterFormModal, type RegisterFormTarget } from './RegisterFormModal';
import { RegistersFilters } from './RegistersFilters';
import { RegistersTable } from './RegistersTable';

type RegistersListProps = {
  scope: RegistersScope;
  session: VerifiedSession;
  access: RegistersAccess;
  /** Filters the screen always applies (Medicos-Habilitados: medicVial). */
  fixed?: Partial<RegisterFilters>;
  emptyText: string;
  /** The Excel file's name when the server gives none. */
  exportName: string;
  /** An extra action cell per register (Medicos-Habilitados: the road-medicine credential). */
  rowAction?: (register: Register) => ReactNode;
};

/** The server-paginated, filtered and sorted registers, with the create/edit form for writers. */
export function RegistersList(props: RegistersListProps) {
  const { scope, session, access, fixed, emptyText, exportName, rowAction } = props;
  const { t, i18n } = useTranslation();
  const list = useListParams(listRegistersQuerySchema, fixed);
  const registers = useListRegisters(scope, list.params);
  const options = useRegisterOptions(session, access);
  const [formTarget, setFormTarget] = useState<RegisterFormTarget>(null);
  const page = registers.data;
  const onEdit = access.canWrite ? (register: Register) => setFormTarget(register) : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <FiltersPanel count={list.activeFilters}>
          <RegistersFilters
            values={list.filters}
            options={options}
            withMedicVial={fixed?.medicVial === undefined}
            onChange={list.setFilters}
          />
        </FiltersPanel>
        <Group gap="sm" wrap="wrap">
          <ExportButton
            path={registersPaths[scope].xlsx}
            query={list.filterQuery}
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
            rowAction={rowAction}
          />
          <ListPager
            page={page}
            summary={(pages) =>
              countText(i18n, 'registers.pageOf', page.total, {
                page: page.page,
                pages,
                total: page.total,
              })
            }
            current={list.params.page}
            onPage={list.setPage}
            deepPages={t('registers.deepPages', { cap: withThousands(LIST_DEPTH_CAP) })}
          />
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
