import { type MobilePaymentSearchInput, todayInCaracas } from '@aptovial/shared';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import type { ZodForm } from '../../../shared/forms/useZodForm';
import { bankOptions } from '../money';

/** What the doctor types, as text; the shared schema reads it (the API reads it the same way). */
export type PaymentSearchValues = {
  destination_mobile_number: string;
  destination_bank_id: string;
  trx_date: string;
  amount: string;
  payment_reference: string;
};

export const emptySearchValues: PaymentSearchValues = {
  destination_mobile_number: '',
  destination_bank_id: '',
  trx_date: '',
  amount: '',
  payment_reference: '',
};

/**
 * The reference is optional: an empty box is no reference, not a wrong one. No bank chosen is
 * left out too, so the schema asks to choose one (an empty code would read as bank 0).
 */
export function toSearchInput(values: PaymentSearchValues) {
  const { payment_reference, destination_bank_id, ...rest } = values;
  return {
    ...rest,
    ...(destination_bank_id === '' ? {} : { destination_bank_id }),
    ...(payment_reference.trim() === '' ? {} : { payment_reference }),
  };
}

type PaymentSearchFieldsProps = {
  form: ZodForm<PaymentSearchValues, MobilePaymentSearchInput>;
};

/** The payer's phone and bank, the day, the amount and the reference the payer was given. */
export function PaymentSearchFields({ form }: PaymentSearchFieldsProps) {
  const { t } = useTranslation();
  const label = (key: keyof PaymentSearchValues) => t(`payments.search.fields.${key}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={label('destination_mobile_number')}
        placeholder="0414-1234567"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
        {...form.inputProps('destination_mobile_number')}
      />
      <NativeSelect
        label={label('destination_bank_id')}
        required
        data={[{ value: '', label: t('payments.search.chooseBank') }, ...bankOptions]}
        value={form.values.destination_bank_id}
        onChange={(event) => form.setValue('destination_bank_id', event.currentTarget.value)}
        error={form.errors.destination_bank_id}
      />
      <DateField
        label={label('trx_date')}
        required
        maxDate={todayInCaracas()}
        value={form.values.trx_date}
        onChange={(day) => form.setValue('trx_date', day)}
        error={form.errors.trx_date}
      />
      <TextInput
        label={label('amount')}
        placeholder="1520,50"
        inputMode="decimal"
        leftSection="Bs."
        required
        {...form.inputProps('amount')}
      />
      <TextInput
        label={label('payment_reference')}
        description={t('payments.search.referenceHint')}
        inputMode="numeric"
        maxLength={20}
        {...form.inputProps('payment_reference')}
      />
    </SimpleGrid>
  );
}
