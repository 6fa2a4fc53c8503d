import {
  type AppMode,
  appModes,
  emailInputSchema,
  pathTo,
  readRecoveryAddress,
} from '@aptovial/shared';
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { codeOf } from '../../../shared/api/errorMessage';
import { useChallengedSubmit } from '../../../shared/challenge/useChallengedSubmit';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { readDeploymentMode } from '../../../shared/mode/deploymentMode';
import { pendingLogin } from '../../../shared/session/authFlow';
import { errorAlert, toast } from '../../../shared/ui/alerts';
import { CaptchaField } from '../../../shared/ui/CaptchaField';
import { useForgetPassword } from '../api/forgetPassword';
import { modeFromState } from '../authMode';
import { AuthLinks } from '../components/AuthLinks';
import { AuthShell } from '../components/AuthShell';
import { loginRouteOfMode } from '../loginRoutes';

/**
 * Recuperar-contrasena: an e-mail gets a recovery code, entered on Verificacion-OTP/recovery.
 * A link may carry the module and e-mail (`?modulo=…&correo=…`, decision 0075): they are filled
 * in and the button is focused, but only the person's press sends, so a mail scanner opening the
 * link spends no code and no rate limit.
 */
export function RecoveryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [linked] = useState(() => readRecoveryAddress(params));
  // The login page that linked here says which module; else the address; else the deployment's.
  const [mode, setMode] = useState<AppMode>(
    () => modeFromState(location.state) ?? linked.mode ?? readDeploymentMode(),
  );
  const forget = useForgetPassword();
  // The e-mail is checked first; the challenge's solution is added when it is ready: a tap made
  // while it is being solved is kept (decision 0063), and each try gets a new one.
  const form = useZodForm({ initialValues: { email: linked.email }, schema: emailInputSchema });
  const challenge = useChallengedSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!emailInputSchema.safeParse({ email: linked.email }).success) return;
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [linked]);

  const submit = form.onSubmit(({ email }) => {
    void challenge.run(async (solved) => {
      const altcha = await solved();
      if (altcha === null) return;
      try {
        await forget.mutateAsync({ mode, email, altcha });
        pendingLogin.write({ email, mode });
        void toast({ title: t('otp.resent') });
        navigate(pathTo('otp', { type: 'recovery' }));
      } catch (error) {
        // CAPTCHA_* and the rest: the server's Spanish message, in the error dialog.
        if (codeOf(error) === 'USER_NOT_FOUND') void errorAlert(t('recovery.notFound'));
        else reportFormError(error, form, t('recovery.failed'));
      }
    });
  });

  return (
    <AuthShell
      mode={mode}
      title={t('recovery.title')}
      footer={
        <AuthLinks
          links={[
            { route: loginRouteOfMode[mode], label: t('recovery.backToLogin') },
            { route: 'indexAptoVial', label: t('auth.backToLanding') },
          ]}
        />
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t('recovery.text')}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="recovery-module">
              {t('recovery.module')}
            </Text>
            <SegmentedControl
              aria-labelledby="recovery-module"
              fullWidth
              size="md"
              value={mode}
              onChange={(value) =>
                setMode(appModes.find((candidate) => candidate === value) ?? mode)
              }
              data={appModes.map((value) => ({ value, label: t(`modeShort.${value}`) }))}
              // 'Medicina Vial' wraps onto two lines on a 360 px phone instead of being cut.
              styles={{
                control: { display: 'flex' },
                label: {
                  whiteSpace: 'normal',
                  lineHeight: 1.25,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  flex: 1,
                },
              }}
            />
          </Stack>
          <TextInput
            label={t('form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            size="md"
            required
            {...form.inputProps('email')}
          />
          <CaptchaField key={challenge.round} {...challenge.field} />
          <SubmitButton {...challenge.button}>{t('recovery.submit')}</SubmitButton>
        </Stack>
      </form>
    </AuthShell>
  );
}
