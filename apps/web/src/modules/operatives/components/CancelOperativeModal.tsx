import { cancelOperativeInputSchema, type Operative } from '@aptovial/shared';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { forgetDraft } from '../../../shared/forms/formDraft';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { toast } from '../../../shared/ui/alerts';
import { FormModal } from '../../../shared/ui/FormModal';
import { useOperativeTransition } from '../api/transitions';
import { datesText } from '../operativeText';

type CancelOperativeModalProps = { operative: Operative | null; onClose: () => void };

/** docs/product/entities.md: cancelling an operative needs an observation (why). */
export function CancelOperativeModal({ operative, onClose }: CancelOperativeModalProps) {
  const { t } = useTranslation();
  const draftKey = `operatives:${operative?.id ?? 'none'}:cancel`;
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
      title={t('operativeRecord.cancelDialog.title')}
    >
      {operative !== null && (
        <CancelForm key={operative.id} operative={operative} onClose={dismiss} />
      )}
    </FormModal>
  );
}

function CancelForm({ operative, onClose }: { operative: Operative; onClose: () => void }) {
  const { t } = useTranslation();
  const transition = useOperativeTransition();
  const form = useZodForm({
    initialValues: { observation: '' },
    schema: cancelOperativeInputSchema,
  });
  const submit = form.onSubmit(({ observation }) => {
    transition.mutate(
      { kind: 'cancel', id: operative.id, observation },
      {
        onSuccess: () => {
          void toast({ title: t('operativeRecord.cancelDialog.done') });
          onClose();
        },
        onError: (error) => reportFormError(error, form, t('operativeRecord.cancelDialog.failed')),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          {t('operativeRecord.cancelDialog.text', {
            place: operative.municipalityName,
            dates: datesText(operative),
          })}
        </Text>
        <Textarea
          label={t('operativeRecord.cancelDialog.observation')}
          description={t('operativeRecord.cancelDialog.observationHint')}
          required
          minRows={3}
          maxLength={500}
          data-autofocus
          {...form.inputProps('observation')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('operativeRecord.close')}
          </Button>
          <Button type="submit" color="red" loading={transition.isPending}>
            {t('operativeRecord.cancelDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
