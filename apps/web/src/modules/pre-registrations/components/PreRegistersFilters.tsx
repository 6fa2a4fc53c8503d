import { requestPaymentFilters } from '@aptovial/shared';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../shared/forms/DateRangeFields';
import { useReferenceData } from '../../../shared/reference/referenceData';
import type { Option } from '../../../shared/reference/useStateNames';
import type { PreRegisterFilters } from '../api/listPreRegisters';
import { gradeOptions, typeOptions } from '../requestTexts';

type PreRegistersFiltersProps = {
  values: PreRegisterFilters;
  stateOptions: readonly Option[];
  onChange: (values: PreRegisterFilters) => void;
};

type ChoiceKey = 'state' | 'typeCertifields' | 'grade' | 'status' | 'payment';

/**
 * Lista-preRegistro's filters: received between two days, where, what, open or served, and how
 * its payment stands (decision 0066), all asked of the server.
 */
export function PreRegistersFilters({ values, stateOptions, onChange }: PreRegistersFiltersProps) {
  const { t } = useTranslation();
  const reference = useReferenceData();
  const all = { value: '', label: t('preRegister.filters.all') };
  const select = (key: ChoiceKey, data: readonly Option[]) => (
    <NativeSelect
      label={t(`preRegister.filters.${key}`)}
      data={[all, ...data]}
      value={values[key] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value || undefined;
        // The municipality belongs to a state: another state drops it.
        const place = key === 'state' ? { municipality: undefined } : {};
        onChange({ ...values, ...place, [key]: value });
      }}
    />
  );
  const municipalities = (reference.data?.municipalities ?? [])
    .filter((item) => item.state === values.state)
    .map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <DateRangeFields
        value={values.date_range}
        fromLabel={t('preRegister.filters.from')}
        toLabel={t('preRegister.filters.to')}
        onChange={(range) => onChange({ ...values, date_range: range })}
      />
      {select('state', stateOptions)}
      <NativeSelect
        label={t('preRegister.filters.municipality')}
        data={[all, ...municipalities]}
        value={values.municipality === undefined ? '' : String(values.municipality)}
        disabled={values.state === undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...values, municipality: value === '' ? undefined : Number(value) });
        }}
      />
      {select('typeCertifields', typeOptions)}
      {select('grade', gradeOptions)}
      {select('status', [
        { value: 'open', label: t('preRegister.status.open') },
        { value: 'served', label: t('preRegister.status.served') },
      ])}
      {select(
        'payment',
        requestPaymentFilters.map((value) => ({ value, label: t(`preRegister.payment.${value}`) })),
      )}
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('preRegister.filters.clear')}
      </Button>
    </Group>
  );
}
