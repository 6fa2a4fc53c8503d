import type { AppMode, OtpPurpose } from '@aptovial/shared';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { errorAlert, toast } from '../../../shared/ui/alerts';
import { useResendOtp } from '../api/resendOtp';
import { useCountdown } from './useCountdown';

/** The server refuses a new code within a minute of the last one; the button waits as long. */
export const RESEND_WAIT_SECONDS = 60;

type ResendCodeProps = { mode: AppMode; email: string; purpose: OtpPurpose };

export function ResendCode({ mode, email, purpose }: ResendCodeProps) {
  const { t } = useTranslation();
  const resend = useResendOtp();
  // A code was just sent (login, terms or recovery), so the wait starts with the page.
  const countdown = useCountdown(RESEND_WAIT_SECONDS);
  const waiting = countdown.remaining > 0;

  const onResend = () =>
    resend.mutate(
      { mode, email, type: purpose },
      {
        onSuccess: () => {
          void toast({ title: t('otp.resent') });
          countdown.restart();
        },
        onError: (error) => {
          const detail = messageOf(error, t('errors.unexpected'));
          void errorAlert(t('otp.resendFailed', { detail }));
        },
      },
    );

  return (
    <Stack gap={4}>
      <Button
        variant="light"
        size="md"
        h={48}
        fullWidth
        disabled={waiting || resend.isPending}
        loading={resend.isPending}
        onClick={onResend}
      >
        {t('otp.resend')}
      </Button>
      {waiting && (
        <Text size="sm" c="dimmed" ta="center" role="timer">
          {t('otp.resendIn', { seconds: countdown.remaining })}
        </Text>
      )}
    </Stack>
  );
}
