import { changePasswordLogoutInputSchema, pathTo } from '@aptovial/shared';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { type ResetProof, resetProof } from '../../../shared/session/authFlow';
import { toast } from '../../../shared/ui/alerts';
import { useChangePasswordLogout } from '../api/changePasswordLogout';
import { AuthLinks } from '../components/AuthLinks';
import { AuthShell } from '../components/AuthShell';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { loginRouteOfMode } from '../loginRoutes';

/** Cambiar-contrasena: a new password for the e-mail whose recovery code was just verified. */
export function ChangePasswordLogoutPage() {
  const [proof] = useState(() => resetProof.read());
  if (proof === null) return <Navigate to={pathTo('recoveryAccount')} replace />;
  return <ResetPasswordForm proof={proof} />;
}

function ResetPasswordForm({ proof }: { proof: ResetProof }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangePasswordLogout();
  const form = useZodForm({
    initialValues: { newPassword: '', newConfirmPassword: '' },
    schema: changePasswordLogoutInputSchema,
    toInput: (values) => ({ ...values, email: proof.email, resetToken: proof.resetToken }),
  });

  const submit = form.onSubmit((body) => {
    change.mutate(
      { mode: proof.mode, body },
      {
        onSuccess: (message) => {
          resetProof.clear();
          void toast({ title: t('password.changed'), text: message });
          navigate(pathTo(loginRouteOfMode[proof.mode]), { replace: true });
        },
        onError: (error) => reportFormError(error, form, t('password.failed')),
      },
    );
  });

  return (
    <AuthShell
      mode={proof.mode}
      title={t('password.resetTitle')}
      footer={
        <AuthLinks
          links={[
            { route: 'recoveryAccount', label: t('password.newCode'), state: { mode: proof.mode } },
          ]}
        />
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t('password.resetText', { email: proof.email })}</Text>
          <NewPasswordFields
            newPassword={form.inputProps('newPassword')}
            newConfirmPassword={form.inputProps('newConfirmPassword')}
          />
          <SubmitButton pending={change.isPending}>{t('password.submit')}</SubmitButton>
        </Stack>
      </form>
    </AuthShell>
  );
}
