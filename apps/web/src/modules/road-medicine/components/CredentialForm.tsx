import {
  type CreateCredentialInput,
  type CredentialRole,
  createCredentialInputSchema,
  type RoadCredential,
  roleName,
  type UpdateCredentialInput,
  updateCredentialInputSchema,
} from '@aptovial/shared';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { toast } from '../../../shared/ui/alerts';
import { type SaveCredentialInput, useSaveCredential } from '../api/saveCredential';

type CredentialFormProps = {
  schoolNumberId: number;
  /** null creates the credential. */
  credential: RoadCredential | null;
  /** Roles this session may grant (a President: the doctor's only). */
  roles: readonly CredentialRole[];
  onDone: () => void;
};

type Field = 'email' | 'rol' | 'status';

/** E-mail, role and access of a medic's road-medicine login; nobody types a password here. */
export function CredentialForm({ schoolNumberId, credential, roles, onDone }: CredentialFormProps) {
  const { t } = useTranslation();
  const save = useSaveCredential();
  const schema: z.ZodType<CreateCredentialInput | UpdateCredentialInput> =
    credential === null ? createCredentialInputSchema : updateCredentialInputSchema;
  const form = useZodForm({
    initialValues: {
      email: credential?.email ?? '',
      rol: credential?.rol ?? 'VialDirector',
      status: credential?.status ?? 'active',
    },
    schema,
    toInput: (values) =>
      credential === null ? { ...values, schoolNumberId } : { ...values, id: credential.id },
  });
  const field = (name: Field) => ({
    value: form.values[name],
    error: form.errors[name],
    size: 'md' as const,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      form.setValue(name, event.currentTarget.value),
  });
  const roleCodes = new Set<CredentialRole>(roles);
  if (credential !== null) roleCodes.add(credential.rol);

  const submit = form.onSubmit((body) => {
    const input: SaveCredentialInput =
      'schoolNumberId' in body ? { kind: 'create', body } : { kind: 'update', body };
    save.mutate(input, {
      onSuccess: () => {
        void toast({
          title: t(credential === null ? 'credentials.created' : 'credentials.updated'),
        });
        onDone();
      },
      onError: (error) => reportFormError(error, form, t('credentials.failed')),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('credentials.email')}
          description={credential === null ? t('credentials.emailHint') : undefined}
          type="email"
          required
          {...field('email')}
        />
        <NativeSelect
          label={t('credentials.role')}
          data={[...roleCodes].map((code) => ({ value: code, label: roleName(code) }))}
          {...field('rol')}
        />
        <NativeSelect
          label={t('credentials.access')}
          data={[
            { value: 'active', label: t('credentials.active') },
            { value: 'inactive', label: t('credentials.inactive') },
          ]}
          {...field('status')}
        />
        <SubmitButton pending={save.isPending}>
          {t(credential === null ? 'credentials.create' : 'credentials.save')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
