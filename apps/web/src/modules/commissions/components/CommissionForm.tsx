import { type CreateCommissionInput, createCommissionInputSchema } from '@aptovial/shared';
import { Alert, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOf } from '../../../shared/api/errorMessage';
import { reportFormError } from '../../../shared/forms/reportFormError';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useZodForm } from '../../../shared/forms/useZodForm';
import { toast } from '../../../shared/ui/alerts';
import { useCommissionAmount } from '../api/commissionAmount';
import { useCreateCommission } from '../api/createCommission';
import { commissionKeys } from '../commissionsScope';

type Values = { commissionDollarGeneral: string; dollarPrice: string };

/**
 * A new commission in dollars and, only when the college fixes it, a dollar price; left empty,
 * the official rate applies. Validated with the API's own schema. While there is no price at all
 * (no official rate read, none fixed) the public cannot pay: the form says so and asks for the
 * college's price, and a commission saved without one keeps its value here for a second save.
 */
export function CommissionForm() {
  const { t } = useTranslation();
  const save = useCreateCommission();
  // Shared with Monto vigente: saving reads it again before the callbacks below run.
  const amount = useCommissionAmount();
  const client = useQueryClient();
  const noPrice = codeOf(amount.error) === 'DOLLAR_PRICE_UNAVAILABLE';
  const [savedWithoutPrice, setSavedWithoutPrice] = useState(false);
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
      onSuccess: (saved) => {
        const priceless = codeOf(client.getQueryState(commissionKeys.amount)?.error);
        if (saved.dollarPrice === null && priceless === 'DOLLAR_PRICE_UNAVAILABLE') {
          // Not "in force" for the public: the commission stays, the price is asked for.
          setSavedWithoutPrice(true);
          return;
        }
        setSavedWithoutPrice(false);
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
          {noPrice && (
            <Alert
              color="yellow"
              icon={<IconAlertTriangle aria-hidden />}
              title={t(
                savedWithoutPrice
                  ? 'commissions.form.savedNoPriceTitle'
                  : 'commissions.form.noPriceTitle',
              )}
            >
              {t('commissions.form.noPrice')}
            </Alert>
          )}
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
