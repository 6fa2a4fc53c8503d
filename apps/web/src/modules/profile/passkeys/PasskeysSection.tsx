import { mayUsePasskeys, type Passkey, type SessionUser } from '@aptovial/shared';
import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { infoConfirm, toast } from '../../../shared/ui/alerts';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRequirePasskeys } from './api';
import { PasskeyRow } from './PasskeyRow';
import { RenamePasskeyModal } from './RenamePasskeyModal';

/** "Llaves de acceso": the person's passkeys (add, list, rename, remove) and the Admin's switch. */
export function PasskeysSection({ user }: { user: SessionUser }) {
  if (!mayUsePasskeys({ module: user.type, role: user.rol })) return null;
  return <PasskeysPanel admin={user.rol === 'Admin'} />;
}

function PasskeysPanel({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const list = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const requirement = useRequirePasskeys();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const failure = [add.error, remove.error, requirement.error].find(Boolean);
  const items = list.data?.items ?? [];
  const required = list.data?.required ?? false;

  // A removed passkey cannot be brought back: the person confirms first (docs/product/errors.md).
  const confirmRemoval = async (item: Passkey) => {
    const answer = await infoConfirm({
      title: t('passkeys.removeTitle', { name: item.name }),
      text: t('passkeys.removeText'),
      showConfirmButton: true,
      confirmButtonText: t('passkeys.removeConfirm'),
      showDenyButton: false,
      cancelButtonText: t('passkeys.cancel'),
    });
    if (answer.isConfirmed !== true) return;
    remove.mutate(item.id, {
      onSuccess: () => void toast({ title: t('passkeys.removed', { name: item.name }) }),
    });
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby="passkeys-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="passkeys-title">
          {t('passkeys.title')}
        </Title>
        <Text size="sm">{t('passkeys.intro')}</Text>
        {required && items.length === 0 && (
          <Alert color="orange" title={t('passkeys.owedTitle')}>
            {t('passkeys.owed')}
          </Alert>
        )}
        {failure && <Alert color="red">{messageOf(failure, t('passkeys.failed'))}</Alert>}
        {list.isSuccess && items.length === 0 && <Text c="dimmed">{t('passkeys.none')}</Text>}
        {items.map((item) => (
          <PasskeyRow
            key={item.id}
            item={item}
            removing={remove.isPending && remove.variables === item.id}
            onRename={() => setRenaming(item)}
            onRemove={() => void confirmRemoval(item)}
          />
        ))}
        <RenamePasskeyModal passkey={renaming} onClose={() => setRenaming(null)} />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() === '') return;
            add.mutate(name.trim(), { onSuccess: () => setName('') });
          }}
        >
          <Group align="end" gap="sm">
            <TextInput
              label={t('passkeys.name')}
              placeholder={t('passkeys.namePlaceholder')}
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 180 }}
            />
            <Button
              type="submit"
              loading={add.isPending}
              leftSection={<IconFingerprint size={20} aria-hidden="true" />}
            >
              {t('passkeys.add')}
            </Button>
          </Group>
        </form>
        {admin && (
          <Switch
            checked={required}
            disabled={!list.isSuccess || requirement.isPending}
            onChange={(event) => requirement.mutate(event.currentTarget.checked)}
            label={t('passkeys.requireLabel')}
            description={t('passkeys.requireHelp')}
          />
        )}
      </Stack>
    </Paper>
  );
}
