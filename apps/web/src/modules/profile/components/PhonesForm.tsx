import { type SessionUser, updateProfileInputSchema } from '@aptovial/shared';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { toast } from '../../../shared/ui/alerts';
import { useUpdateProfile } from '../api/updateProfile';

/** The two contact phones; the second may be left empty. */
export function PhonesForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useZodForm({
    initialValues: { phone1: user.phone1 ?? '', phone2: user.phone2 ?? '' },
    schema: updateProfileInputSchema,
  });

  const submit = form.onSubmit((body) => {
    update.mutate(
      { module: user.type, body },
      {
        onSuccess: (updated) => {
          useSessionStore.getState().updateUser(updated);
          void toast({ title: t('updateProfile.saved') });
        },
        onError: (error) => reportFormError(error, form, t('updateProfile.failed')),
      },
    );
  });

  const phoneInput = { type: 'tel', inputMode: 'tel', autoComplete: 'tel', size: 'md' } as const;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('updateProfile.phone1')}
          description={t('updateProfile.phoneHint')}
          required
          {...phoneInput}
          {...form.inputProps('phone1')}
        />
        <TextInput
          label={t('updateProfile.phone2')}
          description={t('updateProfile.phoneHint')}
          {...phoneInput}
          {...form.inputProps('phone2')}
        />
        <SubmitButton pending={update.isPending}>{t('updateProfile.save')}</SubmitButton>
      </Stack>
    </form>
  );
}
