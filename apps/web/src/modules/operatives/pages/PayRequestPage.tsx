import { type Operative, pathTo } from '@aptovial/shared';
import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { oneItemSearchQueryOptions } from '../../pre-registrations/index';
import { NotInProgress, OperativeFrame } from '../components/OperativeFrame';
import { PayRequestForm } from '../components/PayRequestForm';

/** `?solicitud=<id>`: the applicant charged, next to the operative's `?operativo=<id>`. */
function requestOf(search: URLSearchParams): number | null {
  const id = Number(search.get('solicitud') ?? Number.NaN);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Where to go without an operative or an applicant: the operative's list, where "Cobrar" is. */
function ChooseFirst() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light">
      {t('operativeField.pay.chooseFirst')}{' '}
      <Anchor component={Link} to={pathTo('listPreRegister')}>
        {t('operativeField.listTitle')}
      </Anchor>
    </Alert>
  );
}

function Charge({ operative, requestId }: { operative: Operative; requestId: number | null }) {
  const { t } = useTranslation();
  // docs/product/rules.md: fetching one request is skipped without an id.
  const request = useQuery(
    oneItemSearchQueryOptions(operative.status === 'InProgress' ? requestId : null),
  );
  if (requestId === null) return <ChooseFirst />;
  if (operative.status !== 'InProgress') return <NotInProgress operative={operative} />;
  if (request.isPending) return <LoadingState label={t('operativeField.pay.loading')} />;
  if (request.isError) {
    return (
      <ErrorState
        message={t('operativeField.pay.loadFailed')}
        onRetry={() => void request.refetch()}
      />
    );
  }
  return <PayRequestForm operative={operative} request={request.data} />;
}

/** pagar-solicitud (payment, `?operativo=<id>&solicitud=<id>`): charge an applicant by C2P. */
export function PayRequestPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <OperativeFrame
      title={t('operativeField.pay.title')}
      description={t('operativeField.pay.lead')}
      withoutOperative={<ChooseFirst />}
    >
      {(operative) => <Charge operative={operative} requestId={requestOf(search)} />}
    </OperativeFrame>
  );
}
