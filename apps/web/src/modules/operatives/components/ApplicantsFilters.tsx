import { operativeApplicantsQuerySchema } from '@aptovial/shared';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterTextInput } from '../../../shared/ui/list/FilterTextInput';
import type { ApplicantFilters } from '../api/applicants';

type ApplicantsFiltersProps = {
  values: ApplicantFilters;
  onChange: (values: ApplicantFilters) => void;
};

const statuses = ['open', 'paid', 'served'] as const;
const statusOf = (value: string) => statuses.find((status) => status === value);
const searchField = operativeApplicantsQuerySchema.shape.q;

/** The first message the list's own schema gives for the typed search, if it refuses it. */
function refusalOf(text: string): string | undefined {
  const parsed = searchField.safeParse(text);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** lista-pre-registros' filters: who is still to serve (or paid, or certified), and a search. */
export function ApplicantsFilters({ values, onChange }: ApplicantsFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <FilterTextInput
        label={t('operativeField.filters.q')}
        placeholder={t('operativeField.filters.qHint')}
        value={values.q}
        onChange={(q) => onChange({ ...values, q })}
        errorOf={refusalOf}
        maxLength={120}
        w={260}
      />
      <NativeSelect
        label={t('operativeField.filters.status')}
        data={[
          { value: '', label: t('operativeField.filters.all') },
          ...statuses.map((s) => ({ value: s, label: t(`operativeField.filters.${s}`) })),
        ]}
        value={values.status ?? ''}
        onChange={(event) => onChange({ ...values, status: statusOf(event.currentTarget.value) })}
      />
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('operativeField.filters.clear')}
      </Button>
    </Group>
  );
}
