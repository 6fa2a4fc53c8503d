import { type Lot, listLotsQuerySchema } from '@aptovial/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countText } from '../../../shared/i18n/plural';
import { useStateNames } from '../../../shared/reference/useStateNames';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { FiltersPanel } from '../../../shared/ui/list/FiltersPanel';
import { ListPager } from '../../../shared/ui/list/ListPager';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { useListLots } from '../api/listLots';
import type { LotsAccess } from '../lotsScope';
import { LotCertificatesModal } from './LotCertificatesModal';
import { LotFormModal, type LotFormTarget } from './LotFormModal';
import { LotsFilters } from './LotsFilters';
import { LotsTable } from './LotsTable';

/** lista-de-lotes: the server-paginated lots, with the create/edit form for the medic Admin. */
export function LotsList({ access }: { access: LotsAccess }) {
  const { t, i18n } = useTranslation();
  const list = useListParams(listLotsQuerySchema);
  const lots = useListLots(list.params);
  const { stateOptions, stateName } = useStateNames();
  const [formTarget, setFormTarget] = useState<LotFormTarget>(null);
  const [shown, setShown] = useState<Lot | null>(null);
  const page = lots.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <FiltersPanel count={list.activeFilters}>
          <LotsFilters
            values={list.filters}
            stateOptions={access.canManage ? stateOptions : null}
            onChange={list.setFilters}
          />
        </FiltersPanel>
        {access.canManage && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setFormTarget('new')}
          >
            {t('lots.create')}
          </Button>
        )}
      </Group>
      {lots.isPending && <LoadingState label={t('lots.loading')} />}
      {lots.isError && (
        <ErrorState message={t('lots.loadFailed')} onRetry={() => void lots.refetch()} />
      )}
      {page !== undefined && page.data.length === 0 && (
        <EmptyState
          message={t(
            list.hasFilters
              ? 'lots.emptyFiltered'
              : access.canManage
                ? 'lots.emptyAdmin'
                : 'lots.empty',
          )}
        />
      )}
      {page !== undefined && page.data.length > 0 && (
        <>
          <LotsTable
            lots={page.data}
            stateName={stateName}
            sort={list.params}
            onSort={list.toggleSort}
            onShowCertificates={setShown}
            onEdit={access.canManage ? setFormTarget : undefined}
          />
          <ListPager
            page={page}
            summary={(pages) =>
              countText(i18n, 'lots.pageOf', page.total, {
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
      {access.canManage && (
        <LotFormModal
          target={formTarget}
          stateOptions={stateOptions}
          onClose={() => setFormTarget(null)}
        />
      )}
      <LotCertificatesModal lot={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
