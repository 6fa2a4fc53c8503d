import type { Register } from '@aptovial/shared';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/apiError';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { toast } from '../../../shared/ui/alerts';
import { useSaveRegister } from '../api/saveRegister';
import { initialRegisterValues } from '../registerFormValues';
import type { RegisterOptions } from '../registerOptions';
import type { RegistersAccess } from '../registersScope';
import { useRegisterForm } from '../useRegisterForm';
import { RegisterPersonFields } from './RegisterPersonFields';
import { SchoolNumberFields } from './SchoolNumberFields';

type RegisterFormProps = {
  access: RegistersAccess;
  options: RegisterOptions;
  /** null creates a register. */
  register: Register | null;
  onDone: () => void;
};

/** A taken dni may come without a field list; it still belongs under the dni input. */
function withDniField(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.fieldErrors.length > 0) return error;
  if (error.code !== 'REGISTER_DNI_TAKEN') return error;
  return new ApiError(error.status, error.code, error.message, [
    { field: 'dni', message: error.message },
  ]);
}

/** Creates or edits a register together with its college numbers, in one save. */
export function RegisterForm({ access, options, register, onDone }: RegisterFormProps) {
  const { t } = useTranslation();
  const save = useSaveRegister();
  const onlyState = options.allowedStates.length === 1 ? (options.allowedStates[0] ?? '') : '';
  const form = useRegisterForm(
    initialRegisterValues(register, {
      type: access.types.length === 1 ? (access.types[0] ?? '') : '',
      state: onlyState,
    }),
    register,
  );
  const rows = form.values.schoolNumbers;

  const submit = form.onSubmit((input) => {
    save.mutate(input, {
      onSuccess: () => {
        void toast({
          title: t(register === null ? 'registers.form.created' : 'registers.form.updated'),
        });
        onDone();
      },
      onError: (error) => reportFormError(withDniField(error), form, t('registers.form.failed')),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {options.reference.isError && (
          <Alert color="red" title={t('registers.referenceFailed')}>
            {t('registers.referenceHint')}
          </Alert>
        )}
        <RegisterPersonFields form={form} options={options} />
        <Title order={2} size="h4">
          {t('registers.form.schoolNumbersTitle')}
        </Title>
        {form.errors.schoolNumbers !== undefined && (
          <Alert color="red">{form.errors.schoolNumbers}</Alert>
        )}
        {rows.map((row, index) => (
          <SchoolNumberFields
            key={row.key}
            index={index}
            row={row}
            errors={form.errors}
            options={options}
            onChange={(patch) => form.setRow(index, patch)}
            onRemove={row.id === null && rows.length > 1 ? () => form.removeRow(index) : undefined}
          />
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => form.addRow(onlyState)}
          disabled={rows.length >= 24}
        >
          {t('registers.form.addSchoolNumber')}
        </Button>
        <SubmitButton pending={save.isPending} disabled={options.reference.data === undefined}>
          {t('registers.form.save')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
