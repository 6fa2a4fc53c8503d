import { listPaymentsQuerySchema, paymentMethods, paymentStatuses } from '@aptovial/shared';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../shared/forms/DateRangeFields';
import { DayFilterField } from '../../../shared/forms/DayFilterField';
import { FilterTextInput } from '../../../shared/ui/list/FilterTextInput';
import type { PaymentFilters } from '../api/listPayments';

type PaymentsFiltersProps = {
  values: PaymentFilters;
  onChange: (values: PaymentFilters) => void;
};

type TextKey = 'amount' | 'phone' | 'reference';
const fields = listPaymentsQuerySchema.shape;
// A select's value as its filter reads it; '' (Todos) is no filter.
const statusOf = (value: string) => paymentStatuses.find((status) => status === value);
const methodOf = (value: string) => paymentMethods.find((method) => method === value);

/** The first message the list's own schema gives for a typed filter, if it refuses it. */
function refusalOf(key: TextKey, text: string): string | undefined {
  const parsed = fields[key].safeParse(text);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** A typed filter as the API reads it ("1520,5" → "1520.50"), so the address says it once. */
function readFilter(key: TextKey, text: string | undefined): string | undefined {
  const parsed = fields[key].safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

/**
 * docs/product/entities.md's payment filters: amount, phone, trx_date, reference; status and
 * method.
 */
export function PaymentsFilters({ values, onChange }: PaymentsFiltersProps) {
  const { t } = useTranslation();
  const all = { value: '', label: t('payments.filters.all') };
  const text = (key: TextKey, inputMode: 'decimal' | 'numeric' | 'tel') => (
    <FilterTextInput
      label={t(`payments.filters.${key}`)}
      placeholder={t(`payments.filters.${key}Hint`)}
      inputMode={inputMode}
      value={values[key]}
      onChange={(value) => onChange({ ...values, [key]: readFilter(key, value) })}
      errorOf={(typed) => refusalOf(key, typed)}
      maxLength={20}
      w={170}
    />
  );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {text('amount', 'decimal')}
      {text('phone', 'tel')}
      <DayFilterField
        label={t('payments.filters.trx_date')}
        value={values.trx_date ?? ''}
        onChange={(day) => onChange({ ...values, trx_date: day === '' ? undefined : day })}
        w={150}
      />
      {text('reference', 'numeric')}
      <NativeSelect
        label={t('payments.filters.status')}
        data={[
          all,
          ...paymentStatuses.map((s) => ({ value: s, label: t(`payments.status.${s}`) })),
        ]}
        value={values.status ?? ''}
        onChange={(event) => onChange({ ...values, status: statusOf(event.currentTarget.value) })}
      />
      <NativeSelect
        label={t('payments.filters.method')}
        data={[all, ...paymentMethods.map((m) => ({ value: m, label: t(`payments.method.${m}`) }))]}
        value={values.method ?? ''}
        onChange={(event) => onChange({ ...values, method: methodOf(event.currentTarget.value) })}
      />
      <DateRangeFields
        value={values.date_range}
        fromLabel={t('payments.filters.from')}
        toLabel={t('payments.filters.to')}
        onChange={(range) => onChange({ ...values, date_range: range })}
      />
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('payments.filters.clear')}
      </Button>
    </Group>
  );
}
