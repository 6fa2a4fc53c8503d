import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SignInNotice as Notice } from '../../../shared/session/signInAddress';

const noticeKeys: Record<Notice, string> = {
  expired: 'login.sessionExpired',
  required: 'login.signInToContinue',
};

/** Why the sign-in opened in place of the page asked for (decision 0069). */
export function SignInNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <Alert color={notice === 'expired' ? 'yellow' : 'blue'} variant="light" role="status">
      {t(noticeKeys[notice])}
    </Alert>
  );
}
