import { type CreateCommissionInput, createCommissionInputSchema } from '@aptovial/shared';
import { Paper, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { toast } from '../../../shared/ui/alerts';
import { useCreateCommission } from '../api/createCommission';

type Values = { commissionDollarGeneral: string; dollarPrice: string };

/**
 * A new commission in dollars and, only when the Admin fixes it, a dollar price by hand; left
 * empty, the official rate applies. Validated with the API's own schema.
 */
export function CommissionForm() {
  const { t } = useTranslation();
  const save = useCreateCommission();
  const form = useZodForm<Values, CreateCommissionInput>({
    initialValues: { commissionDollarGeneral: '', dollarPrice: '' },
    schema: createCommissionInputSchema,
    toInput: ({ commissionDollarGeneral, dollarPrice }) => ({
      commissionDollarGeneral,
      ...(dollarPrice.trim() === '' ? {} : { dollarPrice }),
    }),
  });
  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        void toast({ title: t('commissions.form.saved') });
        form.reset();
      },
      onError: (error) => reportFormError(error, form, t('commissions.form.failed')),
    }),
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('commissions.form.title')}
          </Title>
          <TextInput
            label={t('commissions.form.commission')}
            description={t('commissions.form.commissionHint')}
            inputMode="decimal"
            autoComplete="off"
            required
            maxLength={14}
            {...form.inputProps('commissionDollarGeneral')}
          />
          <TextInput
            label={t('commissions.form.dollarPrice')}
            description={t('commissions.form.dollarPriceHint')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            {...form.inputProps('dollarPrice')}
          />
          <SubmitButton pending={save.isPending}>{t('commissions.form.save')}</SubmitButton>
        </Stack>
      </form>
    </Paper>
  );
}
