import { pathTo } from '@aptovial/shared';
import { Checkbox, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { messageOf } from '../../../shared/api/errorMessage';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { type PendingLogin, pendingLogin } from '../../../shared/session/authFlow';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { pathAfterStep } from '../../../shared/session/stepRoutes';
import { errorAlert, toast } from '../../../shared/ui/alerts';
import { useAcceptTerms } from '../api/acceptTerms';
import { AuthShell } from '../components/AuthShell';
import { CancelSignInButton } from '../components/CancelSignInButton';
import { TermsText } from '../components/TermsText';

/** Terminos-y-condiciones: read and accept the module's terms; the server then e-mails a code. */
export function TermsPage() {
  const [pending] = useState(() => pendingLogin.read());
  // The guard checks this before the page loads; a cleared tab still lands somewhere sensible.
  if (pending === null) return <Navigate to={pathTo('indexAptoVial')} replace />;
  return <TermsForm pending={pending} />;
}

function TermsForm({ pending }: { pending: PendingLogin }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptTerms();
  const [accepted, setAccepted] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    accept.mutate(pending, {
      onSuccess: (session) => {
        useSessionStore.getState().signIn(session);
        void toast({ title: t('terms.accepted'), text: t('terms.codeSent') });
        navigate(pathAfterStep(session.step), { replace: true });
      },
      onError: (error) => void errorAlert(messageOf(error, t('errors.unexpected'))),
    });
  };

  return (
    <AuthShell mode={pending.mode} title={t('terms.title')}>
      <TermsText mode={pending.mode} />
      <form onSubmit={submit}>
        <Stack gap="md">
          <Checkbox
            size="md"
            label={t('terms.accept')}
            checked={accepted}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
          />
          <SubmitButton pending={accept.isPending} disabled={!accepted}>
            {t('terms.submit')}
          </SubmitButton>
        </Stack>
      </form>
      <CancelSignInButton />
    </AuthShell>
  );
}
