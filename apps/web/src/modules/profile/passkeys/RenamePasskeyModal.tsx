import { type Passkey, renamePasskeyInputSchema } from '@aptovial/shared';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { toast } from '../../../shared/ui/alerts';
import { useRenamePasskey } from './api';

type RenamePasskeyModalProps = { passkey: Passkey | null; onClose: () => void };

/** A new name for one passkey, checked by the same schema as the API's. */
export function RenamePasskeyModal({ passkey, onClose }: RenamePasskeyModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={passkey !== null} onClose={onClose} title={t('passkeys.renameTitle')}>
      {passkey !== null && <RenameForm key={passkey.id} passkey={passkey} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
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
          <Button variant="default" onClick={onClose}>
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
