import { type Passkey, renamePasskeyInputSchema } from '@aptovial/shared';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { forgetDraft } from '../../../shared/forms/formDraft';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { toast } from '../../../shared/ui/alerts';
import { FormModal } from '../../../shared/ui/FormModal';
import { useRenamePasskey } from './api';

type RenamePasskeyModalProps = { passkey: Passkey | null; onClose: () => void };

/** A new name for one passkey, checked by the same schema as the API's. */
export function RenamePasskeyModal({ passkey, onClose }: RenamePasskeyModalProps) {
  const { t } = useTranslation();
  const draftKey = `passkeys:${passkey?.id ?? 'none'}`;
  // Cancelar is a choice to lose the new name: no question, and no draft left behind.
  const cancel = () => {
    forgetDraft(draftKey);
    onClose();
  };
  return (
    <FormModal
      opened={passkey !== null}
      onClose={onClose}
      // Esc, × or a click outside ask before losing the new name; a draft survives reopening.
      draftKey={draftKey}
      title={t('passkeys.renameTitle')}
    >
      {passkey !== null && (
        <RenameForm key={passkey.id} passkey={passkey} onClose={onClose} onCancel={cancel} />
      )}
    </FormModal>
  );
}

type RenameFormProps = { passkey: Passkey; onClose: () => void; onCancel: () => void };

function RenameForm({ passkey, onClose, onCancel }: RenameFormProps) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const form = useZodForm({
    initialValues: { name: passkey.name },
    schema: renamePasskeyInputSchema,
  });

  const submit = form.onSubmit(({ name }) => {
    rename.mutate(
      { id: passkey.id, name },
      {
        onSuccess: (renamed) => {
          void toast({ title: t('passkeys.renamed', { name: renamed.name }) });
          onClose();
        },
        onError: (error) => reportFormError(error, form, t('passkeys.renameFailed')),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('passkeys.newName')}
          maxLength={60}
          autoComplete="off"
          required
          data-autofocus
          {...form.inputProps('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('passkeys.cancel')}
          </Button>
          <Button type="submit" loading={rename.isPending}>
            {t('passkeys.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
