import { type OtpPurpose, otpPurposes, pathTo } from '@aptovial/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { type PendingLogin, pendingLogin } from '../../../shared/session/authFlow';
import { AuthLinks } from '../components/AuthLinks';
import { AuthShell } from '../components/AuthShell';
import { CancelSignInButton } from '../components/CancelSignInButton';
import { LoginSecondStep } from '../components/LoginSecondStep';
import { OtpForm } from '../components/OtpForm';
import { ResendCode } from '../components/ResendCode';

function isOtpPurpose(value: string | undefined): value is OtpPurpose {
  return otpPurposes.some((purpose) => purpose === value);
}

/** Verificacion-OTP/:type, where :type is 'login' or 'recovery'. */
export function OtpPage() {
  const { type } = useParams();
  const [pending] = useState(() => pendingLogin.read());
  if (!isOtpPurpose(type) || pending === null) {
    return <Navigate to={pathTo('indexAptoVial')} replace />;
  }
  return <OtpView purpose={type} pending={pending} />;
}

function OtpView({ purpose, pending }: { purpose: OtpPurpose; pending: PendingLogin }) {
  const { t } = useTranslation();
  return (
    <AuthShell
      mode={pending.mode}
      title={t('otp.title')}
      footer={
        purpose === 'recovery' && (
          <AuthLinks
            links={[
              {
                route: 'recoveryAccount',
                label: t('otp.otherEmail'),
                state: { mode: pending.mode },
              },
            ]}
          />
        )
      }
    >
      {purpose === 'login' ? (
        <LoginSecondStep pending={pending} />
      ) : (
        <>
          <OtpForm purpose={purpose} pending={pending} />
          <ResendCode mode={pending.mode} email={pending.email} purpose={purpose} />
        </>
      )}
      {purpose === 'login' && <CancelSignInButton />}
    </AuthShell>
  );
}
