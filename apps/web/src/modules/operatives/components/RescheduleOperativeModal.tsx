import { type Operative, rescheduleOperativeInputSchema, todayInCaracas } from '@aptovial/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/apiError';
import { codeOf } from '../../../shared/api/errorMessage';
import { DateField } from '../../../shared/forms/DateField';
import { forgetDraft } from '../../../shared/forms/formDraft';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { errorAlert, infoConfirm, toast } from '../../../shared/ui/alerts';
import { FormModal } from '../../../shared/ui/FormModal';
import { useOperativeTransition } from '../api/transitions';
import { datesText } from '../operativeText';

type RescheduleOperativeModalProps = { operative: Operative | null; onClose: () => void };

/** The API's rules, plus the two a person trips on first: a day left empty, a start gone by. */
const rescheduleFormSchema = z
  .object({
    startDate: z.string().min(1, 'Indique la nueva fecha de inicio'),
    endDate: z.string().min(1, 'Indique la nueva fecha final'),
  })
  .pipe(rescheduleOperativeInputSchema)
  .refine((dates) => dates.startDate >= todayInCaracas(), {
    message: 'La fecha de inicio no puede ser anterior a hoy.',
    path: ['startDate'],
  });

/** docs/product/entities.md: rescheduling needs a new start and end date. */
export function RescheduleOperativeModal({ operative, onClose }: RescheduleOperativeModalProps) {
  const { t } = useTranslation();
  const draftKey = `operatives:${operative?.id ?? 'none'}:reschedule`;
  // Cerrar is a choice to lose what was typed: no question, and no draft left behind.
  const dismiss = () => {
    forgetDraft(draftKey);
    onClose();
  };
  return (
    <FormModal
      opened={operative !== null}
      onClose={onClose}
      // Esc, × or a click outside ask before losing what was typed (decision 0067).
      draftKey={draftKey}
      title={t('operativeRecord.rescheduleDialog.title')}
    >
      {operative !== null && (
        <RescheduleForm key={operative.id} operative={operative} onClose={dismiss} />
      )}
    </FormModal>
  );
}

function RescheduleForm({ operative, onClose }: { operative: Operative; onClose: () => void }) {
  const { t } = useTranslation();
  const transition = useOperativeTransition();
  const form = useZodForm({
    initialValues: { startDate: operative.startDate, endDate: operative.endDate },
    schema: rescheduleFormSchema,
  });
  // docs/product/errors.md: the same dates taken → info 'Ya tienes un operativo en esta fecha';
  // any other refusal → error 'Error al crear un operativo', with the server's reason.
  const failed = (error: unknown) => {
    if (codeOf(error) === 'OPERATIVE_ALREADY_EXISTS_FOR_DATE') {
      void infoConfirm({
        title: t('operativeRecord.rescheduleDialog.taken'),
        text: t('operativeRecord.rescheduleDialog.takenText'),
        showDenyButton: false,
      });
      return;
    }
    if (error instanceof ApiError && form.setServerErrors(error.fieldErrors)) return;
    const failure = t('operativeRecord.rescheduleDialog.failed');
    void errorAlert(error instanceof ApiError ? `${failure}. ${error.message}` : failure);
  };
  const submit = form.onSubmit(({ startDate, endDate }) => {
    transition.mutate(
      { kind: 'reschedule', id: operative.id, startDate, endDate },
      {
        onSuccess: () => {
          void toast({ title: t('operativeRecord.rescheduleDialog.done') });
          onClose();
        },
        onError: failed,
      },
    );
  });
  const day = (name: 'startDate' | 'endDate') => (
    <DateField
      label={t(`operativeRecord.rescheduleDialog.${name}`)}
      required
      value={form.values[name]}
      onChange={(value) => form.setValue(name, value)}
      error={form.errors[name]}
      w={170}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          {t('operativeRecord.rescheduleDialog.text', {
            place: operative.municipalityName,
            dates: datesText(operative),
          })}
        </Text>
        <Group gap="sm" align="flex-start">
          {day('startDate')}
          {day('endDate')}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('operativeRecord.close')}
          </Button>
          <Button type="submit" loading={transition.isPending}>
            {t('operativeRecord.rescheduleDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
