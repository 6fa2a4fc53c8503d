import { type AppMode, emailSchema, recoveryAddress } from '@aptovial/shared';
import { Alert, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { messageOf } from '../../../shared/api/errorMessage';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { signInReturn } from '../../../shared/session/authFlow';
import { safeReturnPath } from '../../../shared/session/returnPath';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { noticeOf, RETURN_PARAM } from '../../../shared/session/signInAddress';
import { pathAfterStep } from '../../../shared/session/stepRoutes';
import { useLogin } from '../api/login';
import { usePrefetchLoginKey } from '../api/loginKey';
import { AuthLinks } from '../components/AuthLinks';
import { AuthShell } from '../components/AuthShell';
import { CryptoUnavailableError } from '../crypto/encryptCredentials';
import { SignInNotice } from './SignInNotice';

function loginFormSchema(t: TFunction) {
  // Any stored password is accepted here: the length rules apply when choosing a new one.
  return z.object({ email: emailSchema, password: z.string().min(1, t('form.required')) });
}

function loginFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof CryptoUnavailableError) return t('auth.noCrypto');
  return messageOf(error, t('errors.unexpected'));
}

/** One login page per mode (docs/product/screens.md): Login, inicio-INTT, inicio-Medico-Vial. */
export function LoginPage({ mode }: { mode: AppMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Sent here from a protected page (decision 0069): why, and where to go back once signed in.
  const [params] = useSearchParams();
  const notice = noticeOf(params);
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  usePrefetchLoginKey();
  // A proof of work the server asked for after repeated failures (decision 0049).
  const [verifying, setVerifying] = useState(false);
  const loginMutation = useLogin(setVerifying);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => loginFormSchema(t), [t]);
  const form = useZodForm({ initialValues: { email: '', password: '' }, schema });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    loginMutation.mutate(
      { mode, ...values },
      {
        onSuccess: (session) => {
          useSessionStore.getState().signIn(session);
          // Kept through the terms and the code: the step that finishes the sign-in uses it.
          if (returnTo === null) signInReturn.clear();
          else signInReturn.write(returnTo);
          navigate(pathAfterStep(session.step), { replace: true });
        },
        onError: (error) => {
          // docs/product/errors.md: a failed login clears the session and keeps the error in view.
          useSessionStore.getState().clear();
          setFailure(loginFailureMessage(error, t));
        },
      },
    );
  });

  return (
    <AuthShell
      mode={mode}
      title={t('login.title')}
      footer={
        <AuthLinks
          links={[
            // The module in the address, not in the router's state: a tap before the app has
            // taken the drawn page over is the browser's own navigation (decision 0090).
            {
              route: 'recoveryAccount',
              label: t('login.forgotPassword'),
              to: recoveryAddress(mode),
            },
            { route: 'indexAptoVial', label: t('auth.backToLanding') },
          ]}
        />
      }
    >
      {/* A dialog form never sends the fields natively, also when tapped before the app has
          taken the drawn page over (decision 0090). */}
      <form onSubmit={submit} noValidate method="dialog">
        <Stack gap="md">
          {notice !== null && failure === null && <SignInNotice notice={notice} />}
          {failure !== null && (
            <Alert color="red" variant="light" role="alert" title={t('login.failed')}>
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('form.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            size="md"
            required
            {...form.inputProps('email')}
          />
          <PasswordInput
            label={t('form.password')}
            autoComplete="current-password"
            size="md"
            required
            {...form.inputProps('password')}
          />
          <SubmitButton
            pending={loginMutation.isPending}
            pendingLabel={verifying ? t('captcha.verifying') : undefined}
          >
            {t('login.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </AuthShell>
  );
}
