import { type Operative, pathTo } from '@aptovial/shared';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useVerifiedSession, type VerifiedSession } from '../../../shared/session/sessionStore';
import { ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { useOperative } from '../api/details';
import { OPERATIVE_PARAM, operativeOf } from '../operativeParam';
import { worksOperatives } from '../operativesScope';
import { datesText, moneyText } from '../operativeText';
import { OperativeStatusBadge } from './OperativeStatusBadge';

type OperativeFrameProps = {
  title: string;
  description: string;
  wide?: boolean;
  /** What the page shows without `?operativo=` (a picker, or where to go). */
  withoutOperative: ReactNode;
  children: (operative: Operative, session: VerifiedSession) => ReactNode;
};

/** The operative a page works at: where, when, its status and price, and its payments. */
function OperativeHeader({ operative }: { operative: Operative }) {
  const { t } = useTranslation();
  const payments = `${pathTo('listPaymentC2p')}?${OPERATIVE_PARAM}=${operative.id}`;
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Text fw={700}>
          {t('operativeField.header', {
            place: operative.municipalityName,
            dates: datesText(operative),
          })}
        </Text>
        <OperativeStatusBadge status={operative.status} />
      </Group>
      <Group gap="lg">
        <Text fz="sm">{t('operativeField.price', { amount: moneyText(operative.price) })}</Text>
        <Anchor component={Link} to={payments} fz="sm">
          {t('operativeField.payments')}
        </Anchor>
        <Anchor component={Link} to={pathTo('listPreRegister')} fz="sm">
          {t('operativeField.otherOperative')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** Charging and issuing happen only while the operative is in progress (decision 0025). */
export function NotInProgress({ operative }: { operative: Operative }) {
  const { t } = useTranslation();
  if (operative.status === 'InProgress') return null;
  return (
    <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} role="status">
      {t('operativeField.notInProgress')}{' '}
      <Anchor component={Link} to={`${pathTo('record')}?${OPERATIVE_PARAM}=${operative.id}`}>
        {t('operativeField.goToOperative')}
      </Anchor>
    </Alert>
  );
}

function Loaded({ id, children }: { id: number; children: (operative: Operative) => ReactNode }) {
  const { t } = useTranslation();
  const operative = useOperative(id);
  if (operative.isPending) return <LoadingState label={t('operativeField.loadingOperative')} />;
  if (operative.isError) {
    return (
      <ErrorState
        message={t('operativeField.operativeFailed')}
        onRetry={() => void operative.refetch()}
      />
    );
  }
  return (
    <Stack gap="md">
      <OperativeHeader operative={operative.data} />
      {children(operative.data)}
    </Stack>
  );
}

/**
 * The frame of the pages at an operative (`?operativo=<id>`): road medicine's sessions only
 * (another is told why and asks the API nothing), then the operative read and shown.
 */
export function OperativeFrame(props: OperativeFrameProps) {
  const { title, description, wide = false, withoutOperative, children } = props;
  const { t } = useTranslation();
  const session = useVerifiedSession();
  const [search] = useSearchParams();
  if (session === null) return null;
  const id = operativeOf(search);
  let body: ReactNode;
  if (!worksOperatives(session)) {
    body = (
      <Alert color="yellow" icon={<IconLock aria-hidden />} title={t('operativeField.noAccess')}>
        {t('operativeField.noAccessText')}
      </Alert>
    );
  } else if (id === undefined) {
    body = withoutOperative;
  } else {
    body = <Loaded id={id}>{(operative) => children(operative, session)}</Loaded>;
  }
  return (
    <PageFrame wide={wide} title={title} description={description}>
      {body}
    </PageFrame>
  );
}
