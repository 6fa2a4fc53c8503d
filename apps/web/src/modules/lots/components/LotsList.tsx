import type { Lot } from '@aptovial/shared';
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStateNames } from '../../../shared/reference/useStateNames';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { useListLots } from '../api/listLots';
import type { LotsAccess } from '../lotsScope';
import { useLotsListState } from '../useLotsListState';
import { LotCertificatesModal } from './LotCertificatesModal';
import { LotFormModal, type LotFormTarget } from './LotFormModal';
import { LotsFilters } from './LotsFilters';
import { LotsTable } from './LotsTable';

/** lista-de-lotes: the server-paginated lots, with the create/edit form for the medic Admin. */
export function LotsList({ access }: { access: LotsAccess }) {
  const { t } = useTranslation();
  const list = useLotsListState();
  const lots = useListLots(list.params);
  const { stateOptions, stateName } = useStateNames();
  const [formTarget, setFormTarget] = useState<LotFormTarget>(null);
  const [shown, setShown] = useState<Lot | null>(null);
  const page = lots.data;
  const pages = page === undefined ? 0 : Math.ceil(page.total / page.limit);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <LotsFilters
          values={list.filters}
          stateOptions={access.canManage ? stateOptions : null}
          onChange={list.setFilters}
        />
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
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text fz="sm" c="dimmed">
              {t('lots.pageOf', { page: page.page, pages, total: page.total })}
            </Text>
            {pages > 1 && (
              <Pagination total={pages} value={list.params.page} onChange={list.setPage} />
            )}
          </Group>
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
