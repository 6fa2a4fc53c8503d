import { type Certificate, certificateStatusInputSchema } from '@aptovial/shared';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { forgetDraft } from '../../../shared/forms/formDraft';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { toast } from '../../../shared/ui/alerts';
import { FormModal } from '../../../shared/ui/FormModal';
import { useSetCertificateStatus } from '../api/setCertificateStatus';

/** The certificate to disable (enable: false) or re-enable (enable: true); null: closed. */
export type StatusTarget = { certificate: Certificate; enable: boolean } | null;

type StatusDialogProps = { target: StatusTarget; onClose: () => void };

/**
 * The disable action of docs/product/entities.md: disabling (or the Admin's re-enabling) asks for
 * the reason.
 */
export function StatusDialog({ target, onClose }: StatusDialogProps) {
  const { t } = useTranslation();
  const verb = target?.enable ? 'enable' : 'disable';
  const draftKey = `certificates:${verb}:${target?.certificate.id ?? 'none'}`;
  // Cancelar is a choice to lose the reason: no question, and no draft left behind.
  const cancel = () => {
    forgetDraft(draftKey);
    onClose();
  };
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      // Esc, × or a click outside ask before losing the reason; a draft survives reopening.
      draftKey={draftKey}
      title={
        target === null
          ? ''
          : t(`certificates.${verb}.title`, { serial: target.certificate.serial })
      }
    >
      {target !== null && (
        <StatusForm
          key={`${target.certificate.id}-${verb}`}
          target={target}
          onClose={onClose}
          onCancel={cancel}
        />
      )}
    </FormModal>
  );
}

function StatusForm({
  target,
  onClose,
  onCancel,
}: {
  target: NonNullable<StatusTarget>;
  onClose: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const change = useSetCertificateStatus();
  const form = useZodForm({ initialValues: { reason: '' }, schema: certificateStatusInputSchema });
  const { certificate, enable } = target;
  const verb = enable ? 'enable' : 'disable';

  const submit = form.onSubmit(({ reason }) => {
    change.mutate(
      { id: certificate.id, enable, reason },
      {
        onSuccess: () => {
          void toast({ title: t(`certificates.${verb}.done`) });
          onClose();
        },
        onError: (error) => reportFormError(error, form, t(`certificates.${verb}.failed`)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          {t(`certificates.${verb}.text`, {
            name: `${certificate.names} ${certificate.lastNames}`,
          })}
        </Text>
        <Textarea
          label={t('certificates.statusReason')}
          required
          minRows={3}
          maxLength={300}
          data-autofocus
          {...form.inputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('certificates.cancel')}
          </Button>
          <Button type="submit" color={enable ? 'blue' : 'red'} loading={change.isPending}>
            {t(`certificates.${verb}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
