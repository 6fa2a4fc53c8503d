import type { Operative } from '@aptovial/shared';
import { Drawer, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { useOperative } from '../api/details';
import { datesText } from '../operativeText';
import { OperativeActions } from './OperativeActions';
import { OperativeFacts } from './OperativeFacts';
import { OperativeMoney } from './OperativeMoney';
import { OperativeStatusBadge } from './OperativeStatusBadge';

type OperativeDetailsProps = { id: number | null; onClose: () => void };

/**
 * One operative (`?operativo=<id>` in the record's address, so a shared link opens it): where and
 * when, who, its applicants and payments, certificates, money, and what can be done with it now.
 */
export function OperativeDetails({ id, onClose }: OperativeDetailsProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={phone === true ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': t('operativeRecord.close') }}
      title={id === null ? '' : t('operativeRecord.details.title', { id })}
    >
      {id !== null && <Details id={id} />}
    </Drawer>
  );
}

function Details({ id }: { id: number }) {
  const { t } = useTranslation();
  const operative = useOperative(id);
  if (operative.isPending) return <LoadingState label={t('operativeRecord.details.loading')} />;
  if (operative.isError) {
    return (
      <ErrorState
        message={t('operativeRecord.details.loadFailed')}
        onRetry={() => void operative.refetch()}
      />
    );
  }
  return <DetailsBody operative={operative.data} />;
}

function DetailsBody({ operative }: { operative: Operative }) {
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <OperativeStatusBadge status={operative.status} />
        <Text fw={600}>{datesText(operative)}</Text>
      </Group>
      <OperativeActions operative={operative} />
      <OperativeMoney operative={operative} />
      <OperativeFacts operative={operative} />
    </Stack>
  );
}
