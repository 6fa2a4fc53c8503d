import { apiPaths, operativeHistoryQuerySchema } from '@aptovial/shared';
import { Alert, Group, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { countText } from '../../../shared/i18n/plural';
import { useStateNames } from '../../../shared/reference/useStateNames';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { FiltersPanel } from '../../../shared/ui/list/FiltersPanel';
import { ListResults } from '../../../shared/ui/list/ListResults';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { operativeHistoryQueryOptions } from '../api/history';
import { OperativeDetails } from '../components/OperativeDetails';
import { OperativesFilters } from '../components/OperativesFilters';
import { OperativesTable } from '../components/OperativesTable';
import { OPERATIVE_PARAM, operativeOf } from '../operativeParam';
import { worksOperatives } from '../operativesScope';

/** The operative whose details are open (`?operativo=<id>`): a link opens it, back closes it. */
function useOpenOperative() {
  const [search, setSearch] = useSearchParams();
  const openId = operativeOf(search) ?? null;
  const setOpen = (id: number | null) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete(OPERATIVE_PARAM);
      else next.set(OPERATIVE_PARAM, String(id));
      return next;
    });
  return { openId, setOpen };
}

/**
 * listado (record): the doctor's operatives (the Admin's: everyone's), newest first, with their
 * filters, paging and order in the address; exported to Excel as filtered; a row opens it.
 */
function OperativesHistory({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const list = useListParams(operativeHistoryQuerySchema);
  // Operatives change under the doctor (a start, a payment at the table): asked again on open.
  const operatives = useQuery({
    ...operativeHistoryQueryOptions(list.params),
    refetchOnMount: 'always',
  });
  const { stateOptions, stateName } = useStateNames();
  const { openId, setOpen } = useOpenOperative();
  return (
    <Stack gap="md">
      <FiltersPanel count={list.activeFilters}>
        <OperativesFilters
          values={list.filters}
          stateOptions={isAdmin ? stateOptions : null}
          onChange={list.setFilters}
        />
      </FiltersPanel>
      <Group justify="flex-end">
        <ExportButton
          path={apiPaths.operativeHistoryXlsx}
          query={list.filterQuery}
          fileName="operativos.xlsx"
        />
      </Group>
      <ListResults
        query={operatives}
        texts={{
          loading: t('operativeRecord.loading'),
          loadFailed: t('operativeRecord.loadFailed'),
          empty: t(list.hasFilters ? 'operativeRecord.emptyFiltered' : 'operativeRecord.empty'),
        }}
        summary={(figures) => countText(i18n, 'operativeRecord.pageOf', figures.total, figures)}
        list={list}
      >
        {(rows) => (
          <OperativesTable
            operatives={rows}
            showDoctor={isAdmin}
            stateName={stateName}
            sort={list.params}
            onSort={list.toggleSort}
            onOpen={setOpen}
          />
        )}
      </ListResults>
      <OperativeDetails id={openId} onClose={() => setOpen(null)} />
    </Stack>
  );
}

/** A session of another module reaches it only by typing the address: it is told why instead. */
export function OperativesHistoryPage() {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  if (session === null) return null;
  return (
    <PageFrame wide title={t('operativeRecord.title')} description={t('operativeRecord.lead')}>
      {worksOperatives(session) ? (
        <OperativesHistory isAdmin={session.role === 'Admin'} />
      ) : (
        <Alert
          color="yellow"
          icon={<IconLock aria-hidden />}
          title={t('operativeRecord.noPermissionTitle')}
        >
          {t('operativeRecord.noPermission')}
        </Alert>
      )}
    </PageFrame>
  );
}
