import { contactInputSchema } from '@aptovial/shared';
import { Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/apiError';
import { messageOf } from '../../../shared/api/errorMessage';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { useVerifiedSession } from '../../../shared/session/sessionStore';
import { errorAlert, toast } from '../../../shared/ui/alerts';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { useSendContact } from '../api/sendContact';

/** soporte-tecnico: a message to technical support, answered by e-mail. */
export function SupportPage() {
  const { t } = useTranslation();
  const session = useVerifiedSession();
  const send = useSendContact();
  const form = useZodForm({
    initialValues: { subject: '', message: '' },
    schema: contactInputSchema,
  });

  const submit = form.onSubmit((body) => {
    if (session === null) return;
    send.mutate(
      { module: session.module, body },
      {
        onSuccess: () => {
          form.reset();
          void toast({ title: t('support.sent'), text: t('support.sentNote') });
        },
        onError: (error) => {
          if (error instanceof ApiError && form.setServerErrors(error.fieldErrors)) return;
          // docs/product/errors.md: a failed send reads 'Error al enviar el mensaje'.
          void errorAlert(
            t('support.failed', { detail: messageOf(error, t('errors.unexpected')) }),
          );
        },
      },
    );
  });

  return (
    <PageFrame title={t('support.title')} description={t('support.text')}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('support.subject')}
              size="md"
              maxLength={150}
              required
              {...form.inputProps('subject')}
            />
            <Textarea
              label={t('support.message')}
              size="md"
              rows={6}
              resize="vertical"
              maxLength={5000}
              required
              {...form.inputProps('message')}
            />
            <SubmitButton pending={send.isPending}>{t('support.submit')}</SubmitButton>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
