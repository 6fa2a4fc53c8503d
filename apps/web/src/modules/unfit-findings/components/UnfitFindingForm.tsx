import {
  type CreateUnfitFindingInput,
  createUnfitFindingInputSchema,
  licenceGrades,
  nationalities,
  UNFIT_REASON_MAX,
} from '@aptovial/shared';
import { NativeSelect, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { toast } from '../../../shared/ui/alerts';
import { useRecordUnfitFinding } from '../api/unfitFindings';

type Values = { dni: string; nationality: string; grade: string; reason: string };
const empty: Values = { dni: '', nationality: 'V', grade: '', reason: '' };

/**
 * Registrar No apto: the driver, the grade asked for and the reason, validated with the API's own
 * schema. The state and the college number are the account's: the form never asks for them.
 */
export function UnfitFindingForm() {
  const { t } = useTranslation();
  const record = useRecordUnfitFinding();
  const form = useZodForm<Values, CreateUnfitFindingInput>({
    initialValues: empty,
    schema: createUnfitFindingInputSchema,
  });
  const submit = form.onSubmit((input) =>
    record.mutate(input, {
      onSuccess: () => {
        void toast({ title: t('unfitFindings.form.saved') });
        form.reset();
      },
      onError: (error) => reportFormError(error, form, t('unfitFindings.form.failed')),
    }),
  );
  const choose = { value: '', label: t('unfitFindings.form.choose') };
  const select = (name: 'nationality' | 'grade') => ({
    value: form.values[name],
    error: form.errors[name],
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      form.setValue(name, event.currentTarget.value),
  });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('unfitFindings.form.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label={t('unfitFindings.form.nationality')}
              data={nationalities.map((item) => ({ value: item.as, label: item.name }))}
              {...select('nationality')}
            />
            <TextInput
              label={t('unfitFindings.form.dni')}
              inputMode="numeric"
              required
              maxLength={9}
              {...form.inputProps('dni')}
              onChange={(event) =>
                form.setValue('dni', event.currentTarget.value.replace(/\D/g, ''))
              }
            />
            <NativeSelect
              label={t('unfitFindings.form.grade')}
              required
              data={[
                choose,
                ...licenceGrades.map((item) => ({ value: item.as, label: item.name })),
              ]}
              {...select('grade')}
            />
          </SimpleGrid>
          <Textarea
            label={t('unfitFindings.form.reason')}
            description={t('unfitFindings.form.reasonHint')}
            required
            minRows={3}
            maxLength={UNFIT_REASON_MAX}
            {...form.inputProps('reason')}
          />
          <SubmitButton pending={record.isPending}>{t('unfitFindings.form.save')}</SubmitButton>
        </Stack>
      </form>
    </Paper>
  );
}
