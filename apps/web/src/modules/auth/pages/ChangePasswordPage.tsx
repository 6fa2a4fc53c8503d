import { changePasswordInputSchema, pathTo } from '@aptovial/shared';
import { Paper, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { useVerifiedSession, type VerifiedSession } from '../../../shared/session/sessionStore';
import { toast } from '../../../shared/ui/alerts';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { useChangePassword } from '../api/changePassword';
import { NewPasswordFields } from '../components/NewPasswordFields';

/** Cambiar-mi-contrasena: a signed-in person changes the password, knowing the current one. */
export function ChangePasswordPage() {
  const session = useVerifiedSession();
  // The guard only mounts this with a confirmed session; it is null only while logging out.
  if (session === null) return null;
  return <ChangePasswordForm session={session} />;
}

function ChangePasswordForm({ session }: { session: VerifiedSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useZodForm({
    initialValues: { oldPassword: '', newPassword: '', newConfirmPassword: '' },
    schema: changePasswordInputSchema,
    toInput: (values) => ({ ...values, email: session.user.email }),
  });

  const submit = form.onSubmit((body) => {
    change.mutate(
      { module: session.module, body },
      {
        onSuccess: (message) => {
          form.reset();
          void toast({ title: t('password.changed'), text: message });
          navigate(pathTo('dataProfile'));
        },
        onError: (error) => reportFormError(error, form, t('password.failed')),
      },
    );
  });

  return (
    <PageFrame title={t('password.changeTitle')}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t('password.old')}
              autoComplete="current-password"
              size="md"
              required
              {...form.inputProps('oldPassword')}
            />
            <NewPasswordFields
              newPassword={form.inputProps('newPassword')}
              newConfirmPassword={form.inputProps('newConfirmPassword')}
            />
            <SubmitButton pending={change.isPending}>{t('password.submit')}</SubmitButton>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
