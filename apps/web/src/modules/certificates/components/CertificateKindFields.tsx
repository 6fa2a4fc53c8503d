import {
  Fieldset,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import type { CertificateFormState } from '../certificateFormState';
import { type CertificateValues, isSpecial, rulesOf } from '../certificateFormValues';
import type { CertificateOptions } from '../certificateOptions';

type Field = keyof CertificateValues;
type KindFieldsProps = {
  form: CertificateFormState;
  options: CertificateOptions;
  /** Under the due date: the validity suggested for the grade and age (useDueDateSuggestion). */
  dueDateHint?: string | undefined;
};

/** Place, dates, grade and type; an 'Especial' certificate adds its kind, rules and observations. */
export function CertificateKindFields({ form, options, dueDateHint }: KindFieldsProps) {
  const { t } = useTranslation();
  const field = (name: Field) => ({
    label: t(`certificates.form.${name}`),
    value: form.values[name],
    error: form.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      form.setValue(name, event.currentTarget.value),
  });
  const day = (name: Field) => ({
    ...field(name),
    onChange: (value: string) => form.setValue(name, value),
  });
  const choose = { value: '', label: t('certificates.form.choose') };
  const changeType = (event: ChangeEvent<HTMLSelectElement>) => {
    const type = event.currentTarget.value;
    form.setValue('typeCertifields', type);
    // Only an 'Especial' certificate carries these; hidden fields keep nothing.
    if (!isSpecial({ typeCertifields: type })) {
      for (const name of ['typeSpecial', 'rules', 'observations'] as const) form.setValue(name, '');
    }
  };
  return (
    <Fieldset legend={t('certificates.form.certificateLegend')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput required {...field('place')} />
          <DateField required {...day('expeditionDate')} />
          <DateField required description={dueDateHint} {...day('dueDate')} />
          <NativeSelect required data={[choose, ...options.gradeOptions]} {...field('grade')} />
          <NativeSelect
            required
            data={[choose, ...options.typeOptions]}
            {...field('typeCertifields')}
            onChange={changeType}
          />
          <NativeSelect
            data={[
              { value: '', label: t('certificates.form.glassesUnknown') },
              { value: 'true', label: t('certificates.form.yes') },
              { value: 'false', label: t('certificates.form.no') },
            ]}
            {...field('glasses')}
          />
          <NativeSelect data={[choose, ...options.bloodTypeOptions]} {...field('bloodType')} />
        </SimpleGrid>
        {isSpecial(form.values) && (
          <>
            <TextInput required {...field('typeSpecial')} />
            <MultiSelect
              label={t('certificates.form.rules')}
              required
              data={options.ruleOptions}
              value={rulesOf(form.values)}
              error={form.errors.rules}
              onChange={(rules) => form.setValue('rules', rules.join(','))}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea required minRows={2} maxLength={500} {...field('observations')} />
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
