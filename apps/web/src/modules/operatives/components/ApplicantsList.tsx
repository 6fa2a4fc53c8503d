import {
  type Certificate,
  type Operative,
  type OperativeApplicant,
  operativeApplicantsQuerySchema,
  pathTo,
} from '@aptovial/shared';
import { Button, Group, Kbd, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { countText } from '../../../shared/i18n/plural';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { FiltersPanel } from '../../../shared/ui/list/FiltersPanel';
import { ListPager } from '../../../shared/ui/list/ListPager';
import { useListParams } from '../../../shared/ui/list/useListParams';
import { IssuedNotice } from '../../certificates/index';
import { applicantsQueryOptions } from '../api/applicants';
import { OPERATIVE_PARAM } from '../operativeParam';
import { ApplicantsFilters } from './ApplicantsFilters';
import { ApplicantsTable } from './ApplicantsTable';
import { IssueFromApplicant } from './IssueFromApplicant';
import { useIssueLoop } from './useIssueLoop';

/** pagar-solicitud sends the doctor back with the applicant it charged: their "Emitir" is next. */
export type BackFromCharge = { applicant: number };
function chargedOf(state: unknown): number | null {
  const applicant = (state as Partial<BackFromCharge> | null)?.applicant;
  return typeof applicant === 'number' ? applicant : null;
}

type ApplicantsListProps = { operative: Operative; issues: boolean };

/**
 * lista-pre-registros at an operative: its applicants with where each stands, filtered and
 * paged in the address; while it is in progress each is charged ("Cobrar") and certified
 * ("Emitir"), one after another from the keyboard.
 */
export function ApplicantsList({ operative, issues }: ApplicantsListProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const list = useListParams(operativeApplicantsQuerySchema);
  // Applicants pay and are served all day: the list is asked again each time the page opens.
  const applicants = useQuery({
    ...applicantsQueryOptions(operative.id, list.params),
    refetchOnMount: 'always',
  });
  const page = applicants.data;
  const open = operative.status === 'InProgress';
  const loop = useIssueLoop(page?.data, open && issues, chargedOf(location.state));
  // The certificate just issued, its printout offered above the list while the loop goes on.
  const [lastIssued, setLastIssued] = useState<Certificate | null>(null);
  const remaining = page?.data.filter((applicant) => applicant.certificateId === null).length;
  const chargeHref = (applicant: OperativeApplicant) =>
    `${pathTo('payment')}?${OPERATIVE_PARAM}=${operative.id}&solicitud=${applicant.id}`;
  return (
    <Stack gap="md">
      <FiltersPanel count={list.activeFilters}>
        <ApplicantsFilters values={list.filters} onChange={list.setFilters} />
      </FiltersPanel>
      <Group justify="space-between" align="center">
        <Text ref={loop.done} tabIndex={-1} role="status">
          {remaining === undefined
            ? ''
            : remaining > 0
              ? t('operativeField.remaining', { count: remaining })
              : t('operativeField.allServed')}
        </Text>
        {open && issues && (
          <Button
            variant="light"
            onClick={loop.issueNext}
            disabled={!loop.hasNext}
            aria-keyshortcuts="Alt+N"
            rightSection={<Kbd size="xs">Alt+N</Kbd>}
          >
            {t('operativeField.issueNext')}
          </Button>
        )}
      </Group>
      {lastIssued !== null && <IssuedNotice certificate={lastIssued} />}
      {applicants.isPending && <LoadingState label={t('operativeField.loading')} />}
      {applicants.isError && (
        <ErrorState
          message={t('operativeField.loadFailed')}
          onRetry={() => void applicants.refetch()}
        />
      )}
      {page !== undefined && page.data.length === 0 && (
        <EmptyState
          message={t(list.hasFilters ? 'operativeField.emptyFiltered' : 'operativeField.empty')}
        />
      )}
      {page !== undefined && page.data.length > 0 && (
        <>
          <ApplicantsTable
            applicants={page.data}
            actions={{
              open,
              issues,
              chargeHref,
              onIssue: loop.open,
              issueButton: loop.issueButton,
            }}
          />
          <ListPager
            page={page}
            summary={(pages) =>
              countText(i18n, 'operativeField.pageOf', page.total, {
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
      <IssueFromApplicant
        operative={operative}
        applicant={loop.issuing}
        chargeHref={chargeHref}
        onClose={loop.close}
        onIssued={(applicant, certificate) => {
          setLastIssued(certificate);
          loop.issued(applicant);
        }}
      />
    </Stack>
  );
}
