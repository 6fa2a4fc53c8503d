import { type OtpPurpose, otpSchema, pathTo } from '@aptovial/shared';
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/apiError';
import { messageOf } from '../../../shared/api/errorMessage';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { type PendingLogin, pendingLogin, resetProof } from '../../../shared/session/authFlow';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { pathAfterStep } from '../../../shared/session/stepRoutes';
import { useVerifyLoginOtp } from '../api/verifyLoginOtp';
import { useVerifyRecoveryOtp } from '../api/verifyRecoveryOtp';

const otpFormSchema = z.object({ otp: otpSchema });

type OtpFormProps = {
  purpose: OtpPurpose;
  pending: PendingLogin;
  /** Where a finished sign-in goes instead of its step's page (a passkey owed: the profile). */
  next?: string;
};

/** The 6-digit code: a login code finishes the sign-in, a recovery code allows a new password. */
export function OtpForm({ purpose, pending, next }: OtpFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verifyLogin = useVerifyLoginOtp();
  const verifyRecovery = useVerifyRecoveryOtp();
  const form = useZodForm({ initialValues: { otp: '' }, schema: otpFormSchema });

  // A wrong, expired or used-up code is about the code: its message goes under the input.
  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && form.setServerErrors(error.fieldErrors)) return;
    form.setServerErrors([{ field: 'otp', message: messageOf(error, t('errors.unexpected')) }]);
  };

  const submit = form.onSubmit(({ otp }) => {
    const input = { mode: pending.mode, email: pending.email, otp };
    if (purpose === 'login') {
      verifyLogin.mutate(input, {
        onSuccess: (session) => {
          useSessionStore.getState().signIn(session);
          // Used up either way: a passkey owed sends to the profile instead of the page asked for.
          const after = pathAfterStep(session.step);
          const ready = session.step === 'ready' && next !== undefined;
          navigate(ready ? next : after, { replace: true });
        },
        onError: showFailure,
      });
      return;
    }
    verifyRecovery.mutate(input, {
      onSuccess: (resetToken) => {
        resetProof.write({ email: pending.email, resetToken, mode: pending.mode });
        pendingLogin.clear();
        navigate(pathTo('changePasswordLogout'), { replace: true });
      },
      onError: showFailure,
    });
  });

  const textKey = purpose === 'login' ? 'otp.textLogin' : 'otp.textRecovery';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t(textKey, { email: pending.email })}</Text>
        <TextInput
          label={t('otp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          size="lg"
          styles={{ input: { letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums' } }}
          required
          {...form.inputProps('otp')}
        />
        <SubmitButton pending={verifyLogin.isPending || verifyRecovery.isPending}>
          {t('otp.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
