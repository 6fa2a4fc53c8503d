import { roleName, type SessionUser, stateName } from '@aptovial/shared';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../shared/api/errorMessage';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { pathOfStep } from '../../../shared/session/stepRoutes';
import { errorAlert } from '../../../shared/ui/alerts';
import { useSwitchAccount } from '../api/switchAccount';

type SwitchAccountModalProps = { user: SessionUser; opened: boolean; onClose: () => void };

/** "Cambiar Sesión": the user's other accounts (module, role, state); one click switches. */
export function SwitchAccountModal({ user, opened, onClose }: SwitchAccountModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const switchAccount = useSwitchAccount();
  const others = user.accounts.filter((account) => account.id !== user.accountId);

  const pick = (accountId: number) =>
    switchAccount.mutate(accountId, {
      onSuccess: (session) => {
        // Nothing cached for the old account may show under the new one.
        queryClient.clear();
        useSessionStore.getState().signIn(session);
        onClose();
        navigate(pathOfStep(session.step), { replace: true });
      },
      onError: (error) => void errorAlert(messageOf(error, t('switchAccount.failed'))),
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('switchAccount.title')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('switchAccount.text')}</Text>
        {others.map((account) => {
          const inactive = account.status !== 'active';
          const state = account.state === null ? t('profile.missing') : stateName(account.state);
          return (
            <Button
              key={account.id}
              variant="default"
              size="md"
              h="auto"
              mih={56}
              py="xs"
              fullWidth
              justify="flex-start"
              disabled={inactive || switchAccount.isPending}
              loading={switchAccount.isPending && switchAccount.variables === account.id}
              onClick={() => pick(account.id)}
            >
              <Stack gap={2} align="flex-start">
                <Group gap="xs">
                  <Text fw={600}>{t(`modules.${account.type}`)}</Text>
                  {inactive && <Badge color="gray">{t('switchAccount.inactive')}</Badge>}
                </Group>
                <Text size="sm">
                  {roleName(account.rol)} · {state}
                </Text>
              </Stack>
            </Button>
          );
        })}
      </Stack>
    </Modal>
  );
}
