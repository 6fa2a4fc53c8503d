import { PasswordInput, Text } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

type FieldProps = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
};

type NewPasswordFieldsProps = { newPassword: FieldProps; newConfirmPassword: FieldProps };

/** The new password twice; the browser's password manager may suggest one. */
export function NewPasswordFields({ newPassword, newConfirmPassword }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('password.new')}
        description={t('password.hint')}
        autoComplete="new-password"
        size="md"
        required
        {...newPassword}
      />
      <PasswordInput
        label={t('password.confirm')}
        autoComplete="new-password"
        size="md"
        required
        {...newConfirmPassword}
      />
      <Text size="xs" c="dimmed">
        {t('password.sessionsNote')}
      </Text>
    </>
  );
}
