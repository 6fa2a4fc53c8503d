import { dniSchema, type UserListItem } from '@aptovial/shared';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { codeOf } from '../../../shared/api/errorMessage';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { errorAlert, toast } from '../../../shared/ui/alerts';
import { useDeleteUser } from '../api/deleteUser';

const deleteFormSchema = z.object({ dni: dniSchema });

type DeleteUserModalProps = { user: UserListItem | null; onClose: () => void };

/** docs/product/rules.md: deleting a user asks for their dni, which must match. */
export function DeleteUserModal({ user, onClose }: DeleteUserModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('users.remove.title')}>
      {user !== null && <DeleteUserForm key={user.id} user={user} onClose={onClose} />}
    </Modal>
  );
}

function DeleteUserForm({ user, onClose }: { user: UserListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const form = useZodForm({ initialValues: { dni: '' }, schema: deleteFormSchema });

  const failureText = (error: unknown): string => {
    const code = codeOf(error);
    if (code === 'USER_DNI_NOT_MATCH') return t('users.remove.dniMismatch');
    if (code === 'USER_NOT_EXISTS') return t('users.remove.notExists');
    return t('users.remove.failed');
  };

  const submit = form.onSubmit(({ dni }) => {
    remove.mutate(
      { id: user.id, dni },
      {
        onSuccess: () => {
          void toast({ title: t('users.remove.done') });
          onClose();
        },
        onError: (error) => void errorAlert(failureText(error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('users.remove.text', { name: `${user.names} ${user.lastNames}` })}</Text>
        <TextInput
          label={t('users.remove.dni')}
          inputMode="numeric"
          autoComplete="off"
          required
          data-autofocus
          {...form.inputProps('dni')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('users.remove.cancel')}
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            {t('users.remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
