import { type Operative, type OperativeStatus, todayInCaracas } from '@aptovial/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { errorAlert, infoConfirm, toast } from '../../../shared/ui/alerts';
import { useOperativeTransition } from '../api/transitions';
import { datesText } from '../operativeText';
import { CancelOperativeModal } from './CancelOperativeModal';
import { RescheduleOperativeModal } from './RescheduleOperativeModal';

export type OperativeAction = 'start' | 'finish' | 'reschedule' | 'cancel';

/**
 * What each status allows (docs/product/entities.md): a planned operative (Pendiente, Reagendado)
 * starts, moves or is cancelled; one in progress finishes; a finished or cancelled one is kept
 * as it is.
 */
export function actionsFor(status: OperativeStatus): readonly OperativeAction[] {
  if (status === 'Pending' || status === 'Rescheduled') return ['start', 'reschedule', 'cancel'];
  if (status === 'InProgress') return ['finish'];
  return [];
}

/** Iniciar, Finalizar, Reagendar and Cancelar, as the operative's status allows. */
export function OperativeActions({ operative }: { operative: Operative }) {
  const { t } = useTranslation();
  const transition = useOperativeTransition();
  const [open, setOpen] = useState<'reschedule' | 'cancel' | null>(null);
  const actions = actionsFor(operative.status);
  if (actions.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t(`operativeRecord.actions.readOnly.${operative.status}`)}
      </Text>
    );
  }
  const today = todayInCaracas();
  // The server refuses a start outside the planned days: the button says so beforehand.
  const itsDay = operative.startDate <= today && today <= operative.endDate;

  const move = async (kind: 'start' | 'finish') => {
    const answer = await infoConfirm({
      title: t(`operativeRecord.actions.${kind}Title`),
      text: t(`operativeRecord.actions.${kind}Text`, { dates: datesText(operative) }),
      showConfirmButton: true,
      confirmButtonText: t(`operativeRecord.actions.${kind}Confirm`),
      showDenyButton: false,
    });
    if (answer.isConfirmed !== true) return;
    transition.mutate(
      { kind, id: operative.id },
      {
        onSuccess: () => void toast({ title: t(`operativeRecord.actions.${kind}Done`) }),
        onError: (error) =>
          void errorAlert(messageOf(error, t(`operativeRecord.actions.${kind}Failed`))),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        {actions.includes('start') && (
          <Button disabled={!itsDay} onClick={() => void move('start')}>
            {t('operativeRecord.actions.start')}
          </Button>
        )}
        {actions.includes('finish') && (
          <Button color="green" onClick={() => void move('finish')}>
            {t('operativeRecord.actions.finish')}
          </Button>
        )}
        {actions.includes('reschedule') && (
          <Button variant="light" onClick={() => setOpen('reschedule')}>
            {t('operativeRecord.actions.reschedule')}
          </Button>
        )}
        {actions.includes('cancel') && (
          <Button variant="light" color="red" onClick={() => setOpen('cancel')}>
            {t('operativeRecord.actions.cancel')}
          </Button>
        )}
      </Group>
      {actions.includes('start') && !itsDay && (
        <Text fz="xs" c="dimmed">
          {t('operativeRecord.actions.startOnItsDays', { dates: datesText(operative) })}
        </Text>
      )}
      <RescheduleOperativeModal
        operative={open === 'reschedule' ? operative : null}
        onClose={() => setOpen(null)}
      />
      <CancelOperativeModal
        operative={open === 'cancel' ? operative : null}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
