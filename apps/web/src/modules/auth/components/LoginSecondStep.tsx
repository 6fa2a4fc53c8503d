import { mayUsePasskeys, pathTo } from '@aptovial/shared';
import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../shared/api/errorMessage';
import type { PendingLogin } from '../../../shared/session/authFlow';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { pathAfterStep } from '../../../shared/session/stepRoutes';
import { usePasskeySignIn, usePasskeyStatus } from '../api/passkeySignIn';
import { OtpForm } from './OtpForm';
import { ResendCode } from './ResendCode';

/**
 * The sign-in's second step: "Usar llave de acceso" when the person has one, the e-mailed code
 * unless their module requires passkeys (decision 0034). A person who owes a passkey is led to
 * the profile once signed in by code.
 */
export function LoginSecondStep({ pending }: { pending: PendingLogin }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const holder = user !== null && mayUsePasskeys({ module: user.type, role: user.rol });
  const status = usePasskeyStatus(holder);
  const passkey = usePasskeySignIn();
  if (holder && status.isPending) return null;
  const registered = status.data?.registered ?? false;
  const codeAllowed = status.data?.codeAllowed ?? true;
  const owesPasskey = (status.data?.required ?? false) && !registered;

  const usePasskey = () =>
    passkey.mutate(undefined, {
      onSuccess: (session) => {
        useSessionStore.getState().signIn(session);
        navigate(pathAfterStep(session.step), { replace: true });
      },
    });

  return (
    <Stack gap="md">
      {registered && (
        <Button
          size="md"
          h={48}
          fullWidth
          loading={passkey.isPending}
          onClick={usePasskey}
          leftSection={<IconFingerprint size={20} aria-hidden="true" />}
        >
          {t('passkeys.use')}
        </Button>
      )}
      {passkey.isError && (
        <Alert color="red">{messageOf(passkey.error, t('passkeys.failed'))}</Alert>
      )}
      {registered && codeAllowed && <Divider label={t('passkeys.orCode')} />}
      {codeAllowed ? (
        <>
          <OtpForm
            purpose="login"
            pending={pending}
            {...(owesPasskey ? { next: pathTo('dataProfile') } : {})}
          />
          <ResendCode mode={pending.mode} email={pending.email} purpose="login" />
        </>
      ) : (
        <Text size="sm">{t('passkeys.requiredAtSignIn')}</Text>
      )}
    </Stack>
  );
}
