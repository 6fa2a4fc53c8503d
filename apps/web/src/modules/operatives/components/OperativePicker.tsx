import {
  type Operative,
  type OperativeStatus,
  operativeHistoryQuerySchema,
  pathTo,
} from '@aptovial/shared';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../shared/ui/ListStates';
import { operativeHistoryQueryOptions } from '../api/history';
import { OPERATIVE_PARAM } from '../operativeParam';
import { datesText } from '../operativeText';

/** The doctor's operatives of one status, soonest first (a doctor has a handful at a time). */
function useOperativesIn(status: OperativeStatus) {
  const query = operativeHistoryQuerySchema.parse({
    status,
    order_by: 'startDate',
    order_direction: 'asc',
    limit: 20,
  });
  return useQuery(operativeHistoryQueryOptions(query));
}

/**
 * lista-pre-registros without `?operativo=`: the operatives a doctor works at today (in
 * progress) or soon (pending), each a link to its applicants.
 */
export function OperativePicker() {
  const { t } = useTranslation();
  const inProgress = useOperativesIn('InProgress');
  const pending = useOperativesIn('Pending');
  if (inProgress.isPending || pending.isPending) {
    return <LoadingState label={t('operativeField.picker.loading')} />;
  }
  if (inProgress.isError || pending.isError) {
    const retry = () => {
      void inProgress.refetch();
      void pending.refetch();
    };
    return <ErrorState message={t('operativeField.picker.failed')} onRetry={retry} />;
  }
  const operatives: Operative[] = [...inProgress.data.data, ...pending.data.data];
  if (operatives.length === 0) {
    return (
      <Alert color="gray" variant="light">
        {t('operativeField.picker.none')}{' '}
        <Anchor component={Link} to={pathTo('record')}>
          {t('operativeField.picker.record')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="sm" component="nav" aria-label={t('operativeField.picker.title')}>
      <Text>{t('operativeField.picker.lead')}</Text>
      {operatives.map((operative) => (
        <Button
          key={operative.id}
          component={Link}
          to={`${pathTo('listPreRegister')}?${OPERATIVE_PARAM}=${operative.id}`}
          variant={operative.status === 'InProgress' ? 'filled' : 'default'}
          justify="flex-start"
        >
          {t(
            `operativeField.picker.${operative.status === 'InProgress' ? 'inProgress' : 'pending'}`,
            {
              place: operative.municipalityName,
              dates: datesText(operative),
            },
          )}
        </Button>
      ))}
    </Stack>
  );
}
