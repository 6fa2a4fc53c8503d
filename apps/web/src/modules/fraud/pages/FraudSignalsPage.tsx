import { apiPaths, fraudSignalsQuerySchema, type Module } from '@aptovial/shared';
import { Accordion, Alert, Group, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countText } from '../../../shared/i18n/plural';
import { useStateNames } from '../../../shared/reference/useStateNames';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { ExportButton } from '../../../shared/ui/ExportButton';
import { FiltersPanel } from '../../../shared/ui/list/FiltersPanel';
import { ListResults } from '../../../shared/ui/list/ListResults';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { fraudListOptions } from '../api/fraud';
import { FraudEvidence } from '../components/FraudEvidence';
import { FraudFilters } from '../components/FraudFilters';
import { FraudTable } from '../components/FraudTable';
import { ThresholdsForm } from '../components/ThresholdsForm';
import { keepsFraudThresholds, readsFraud } from '../fraudScope';

/** The signals, newest first, filtered in the address; a row opens its certificates. */
function FraudReport({ national, module }: { national: boolean; module: Module }) {
  const { t, i18n } = useTranslation();
  const list = useListParams(fraudSignalsQuerySchema);
  const signals = useQuery(fraudListOptions(list.params));
  const { stateOptions, stateName } = useStateNames();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Stack gap="md">
      <FiltersPanel count={list.activeFilters}>
        <FraudFilters
          values={list.filters}
          stateOptions={national ? stateOptions : null}
          onChange={list.setFilters}
        />
      </FiltersPanel>
      <Group justify="flex-end">
        <ExportButton
          path={apiPaths.fraudSignalsXlsx}
          query={list.filterQuery}
          fileName="senales-de-fraude.xlsx"
        />
      </Group>
      <ListResults
        query={signals}
        texts={{
          loading: t('fraud.loading'),
          loadFailed: t('fraud.loadFailed'),
          empty: t(list.hasFilters ? 'fraud.emptyFiltered' : 'fraud.empty'),
        }}
        summary={(figures) => countText(i18n, 'fraud.pageOf', figures.total, figures)}
        list={list}
      >
        {(rows) => <FraudTable signals={rows} stateName={stateName} onOpen={setOpenId} />}
      </ListResults>
      <FraudEvidence id={openId} module={module} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

/** Señales de fraude: the readers' report; the Admins also get the thresholds and Recalcular. */
export function FraudSignalsPage() {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  if (session === null) return null;
  const admin = keepsFraudThresholds(session);
  return (
    <PageFrame wide title={t('fraud.title')} description={t('fraud.lead')}>
      {readsFraud(session) ? (
        <Stack gap="lg">
          {admin && (
            <Accordion variant="contained">
              <Accordion.Item value="thresholds">
                <Accordion.Control>{t('fraud.thresholds.title')}</Accordion.Control>
                <Accordion.Panel>
                  <ThresholdsForm />
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          )}
          <FraudReport national={session.role === 'Admin'} module={session.module} />
        </Stack>
      ) : (
        <Alert color="yellow" icon={<IconLock aria-hidden />} title={t('fraud.noPermissionTitle')}>
          {t('fraud.noPermission')}
        </Alert>
      )}
    </PageFrame>
  );
}
