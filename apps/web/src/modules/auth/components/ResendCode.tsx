import type { AppMode, OtpPurpose } from '@aptovial/shared';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { useChallengedSubmit } from '../../../shared/challenge/useChallengedSubmit';
import { errorAlert, toast } from '../../../shared/ui/alerts';
import { CaptchaField } from '../../../shared/ui/CaptchaField';
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
  // A recovery code is asked for without a session: its resend carries a challenge, solved
  // once the wait is over. A tap made while it is being solved is kept (decision 0063); a
  // solution is good once, so each try gets a new one.
  const needsCaptcha = purpose === 'recovery';
  const challenge = useChallengedSubmit();

  const onResend = () =>
    challenge.run(async (solved) => {
      const altcha = needsCaptcha ? await solved() : undefined;
      if (altcha === null) return;
      try {
        await resend.mutateAsync({ mode, email, type: purpose, ...(altcha ? { altcha } : {}) });
        void toast({ title: t('otp.resent') });
        countdown.restart();
      } catch (error) {
        const detail = messageOf(error, t('errors.unexpected'));
        void errorAlert(t('otp.resendFailed', { detail }));
      }
    });

  return (
    <Stack gap={4}>
      {needsCaptcha && !waiting && <CaptchaField key={challenge.round} {...challenge.field} />}
      <Button
        variant="light"
        size="md"
        h={48}
        fullWidth
        disabled={waiting || challenge.button.pending}
        loading={challenge.phase === 'busy'}
        aria-busy={challenge.button.pending || undefined}
        onClick={() => void onResend()}
      >
        {challenge.button.pendingLabel ?? t('otp.resend')}
      </Button>
      {waiting && (
        <Text size="sm" c="dimmed" ta="center" role="timer">
          {t('otp.resendIn', { seconds: countdown.remaining })}
        </Text>
      )}
    </Stack>
  );
}
