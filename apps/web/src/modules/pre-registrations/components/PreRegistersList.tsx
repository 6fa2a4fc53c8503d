import {
  apiPaths,
  LIST_DEPTH_CAP,
  listPreRegistersQuerySchema,
  withThousands,
} from '@aptovial/shared';
import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countText } from '../../../shared/i18n/plural';
import { useStateNames } from '../../../shared/reference/useStateNames';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { FiltersPanel } from '../../../shared/ui/list/FiltersPanel';
import { ListPager } from '../../../shared/ui/list/ListPager';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { listPreRegistersQueryOptions } from '../api/listPreRegisters';
import { PreRegisterDetailModal } from './PreRegisterDetailModal';
import { PreRegistersFilters } from './PreRegistersFilters';
import { PreRegistersTable } from './PreRegistersTable';

/**
 * Lista-preRegistro: the public's requests, newest first, with their filters, paging and order in
 * the address; exported to Excel as filtered; a row opens the request's detail.
 */
export function PreRegistersList() {
  const { t, i18n } = useTranslation();
  const list = useListParams(listPreRegistersQuerySchema);
  // Requests arrive from the public at any time: the start-up prefetch shows at once, and the
  // list is asked again every time the page opens, whatever the app-wide staleTime says.
  const requests = useQuery({
    ...listPreRegistersQueryOptions(list.params),
    refetchOnMount: 'always',
  });
  const { stateOptions, stateName } = useStateNames();
  const [openId, setOpenId] = useState<number | null>(null);
  const page = requests.data;
  return (
    <Stack gap="md">
      <FiltersPanel count={list.activeFilters}>
        <PreRegistersFilters
          values={list.filters}
          stateOptions={stateOptions}
          onChange={list.setFilters}
        />
      </FiltersPanel>
      <Group justify="flex-end">
        <ExportButton
          path={apiPaths.preRegisterXlsx}
          query={list.filterQuery}
          fileName="solicitudes.xlsx"
        />
      </Group>
      {requests.isPending && <LoadingState label={t('preRegister.loading')} />}
      {requests.isError && (
        <ErrorState message={t('preRegister.loadFailed')} onRetry={() => void requests.refetch()} />
      )}
      {page !== undefined && page.data.length === 0 && (
        <EmptyState
          message={t(list.hasFilters ? 'preRegister.emptyFiltered' : 'preRegister.empty')}
        />
      )}
      {page !== undefined && page.data.length > 0 && (
        <>
          <PreRegistersTable
            requests={page.data}
            stateName={stateName}
            sort={list.params}
            onSort={list.toggleSort}
            onOpen={setOpenId}
          />
          <ListPager
            page={page}
            summary={(pages) =>
              countText(i18n, 'preRegister.pageOf', page.total, {
                page: page.page,
                pages,
                total: page.total,
              })
            }
            current={list.params.page}
            onPage={list.setPage}
            deepPages={t('preRegister.deepPages', { cap: withThousands(LIST_DEPTH_CAP) })}
          />
        </>
      )}
      <PreRegisterDetailModal id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
