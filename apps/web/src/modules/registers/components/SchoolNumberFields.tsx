import {
  Button,
  Fieldset,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import type { FormErrors } from '../../../shared/forms/useZodForm';
import type { SchoolNumberRow } from '../registerFormValues';
import type { Option, RegisterOptions } from '../registerOptions';

type TextKey = 'state' | 'schoolNumber' | 'registerDate' | 'currentSolvency' | 'licenseNumber';
type ListKey = 'typeCertifields' | 'grades' | 'specialGrades';

type SchoolNumberFieldsProps = {
  index: number;
  row: SchoolNumberRow;
  errors: FormErrors;
  options: RegisterOptions;
  onChange: (patch: Partial<SchoolNumberRow>) => void;
  /** Absent for a saved number (the API cannot delete one) and for the only row. */
  onRemove?: (() => void) | undefined;
};

/** One college number: its state, dates, road-medicine licence and what it may certify. */
export function SchoolNumberFields({
  index,
  row,
  errors,
  options,
  ...props
}: SchoolNumberFieldsProps) {
  const { t } = useTranslation();
  const { onChange, onRemove } = props;
  const errorOf = (key: keyof SchoolNumberRow) => errors[`schoolNumbers.${index}.${key}`];
  const text = (key: TextKey) => ({
    value: row[key],
    error: errorOf(key),
    size: 'md' as const,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ [key]: event.currentTarget.value }),
  });
  const day = (key: 'registerDate' | 'currentSolvency') => ({
    label: t(`registers.form.${key}`),
    required: true,
    ...text(key),
    onChange: (value: string) => onChange({ [key]: value }),
  });
  const list = (key: ListKey, data: Option[]) => ({
    label: t(`registers.form.${key}`),
    data,
    value: row[key],
    error: errorOf(key),
    clearable: true,
    onChange: (value: string[]) => onChange({ [key]: value }),
  });
  const states = options.stateOptions.some((option) => option.value === row.state)
    ? options.stateOptions
    : // A saved number keeps showing its state even if this session may not choose it.
      [...options.stateOptions, ...options.allStateOptions.filter((o) => o.value === row.state)];
  const legend = t('registers.form.schoolNumberRow', { n: index + 1 });

  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t('registers.form.state')}
          required
          data={[{ value: '', label: t('registers.form.choose') }, ...states]}
          {...text('state')}
        />
        <TextInput
          label={t('registers.form.schoolNumber')}
          inputMode="numeric"
          required
          {...text('schoolNumber')}
        />
        <DateField {...day('registerDate')} />
        <DateField {...day('currentSolvency')} />
        <Switch
          label={t('registers.form.medicVial')}
          checked={row.medicVial}
          onChange={(event) => onChange({ medicVial: event.currentTarget.checked })}
          mt="md"
        />
        {row.medicVial && (
          <TextInput
            label={t('registers.form.licenseNumber')}
            required
            {...text('licenseNumber')}
          />
        )}
        <MultiSelect {...list('typeCertifields', options.certificateTypeOptions)} />
        <MultiSelect {...list('grades', options.gradeOptions)} />
        <MultiSelect {...list('specialGrades', options.gradeOptions)} />
      </SimpleGrid>
      {onRemove !== undefined && (
        <Button
          mt="md"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onRemove}
        >
          {t('registers.form.removeSchoolNumber', { n: index + 1 })}
        </Button>
      )}
    </Fieldset>
  );
}
