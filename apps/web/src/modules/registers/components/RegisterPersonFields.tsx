import { genders, nationalities } from '@aptovial/shared';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { keepNameCharacters } from '../../../shared/forms/personName';
import type { RegisterTextField } from '../registerFormValues';
import type { RegisterOptions } from '../registerOptions';
import type { RegisterForm } from '../useRegisterForm';

type RegisterPersonFieldsProps = {
  form: Pick<RegisterForm, 'values' | 'errors' | 'setValue'>;
  options: RegisterOptions;
};

/** The person: identity, contact, specialty, and type (fixed to a non-Admin's module). */
export function RegisterPersonFields({ form, options }: RegisterPersonFieldsProps) {
  const { t } = useTranslation();
  const { values } = form;
  const field = (name: RegisterTextField, filter: (value: string) => string = (v) => v) => ({
    value: values[name],
    error: form.errors[name],
    size: 'md' as const,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      form.setValue(name, filter(event.currentTarget.value)),
  });
  const choose = { value: '', label: t('registers.form.choose') };
  const nameHint = t('registers.form.namesHint');
  const changeType = (event: ChangeEvent<HTMLSelectElement>) => {
    form.setValue('type', event.currentTarget.value);
    // Medics and nurses choose from different specialty lists.
    form.setValue('specialty', '');
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {options.typeOptions.length > 1 && (
        <NativeSelect
          label={t('registers.form.type')}
          required
          data={[choose, ...options.typeOptions]}
          {...field('type')}
          onChange={changeType}
        />
      )}
      <NativeSelect
        label={t('registers.form.nationality')}
        data={nationalities.map((item) => ({ value: item.as, label: item.name }))}
        {...field('nationality')}
      />
      <TextInput
        label={t('registers.form.dni')}
        inputMode="numeric"
        required
        {...field('dni', (value) => value.replace(/\D/g, ''))}
      />
      <TextInput
        label={t('registers.form.names')}
        description={nameHint}
        required
        {...field('names', keepNameCharacters)}
      />
      <TextInput
        label={t('registers.form.lastNames')}
        description={nameHint}
        required
        {...field('lastNames', keepNameCharacters)}
      />
      <NativeSelect
        label={t('registers.form.gender')}
        required
        data={[choose, ...genders.map((item) => ({ value: item.as, label: item.name }))]}
        {...field('genders')}
      />
      <TextInput label={t('registers.form.phone')} type="tel" {...field('phone')} />
      <DateField
        label={t('registers.form.dateBirth')}
        clearable
        {...field('dateBirth')}
        onChange={(value) => form.setValue('dateBirth', value)}
      />
      <NativeSelect
        label={t('registers.form.specialty')}
        required
        data={[choose, ...options.specialtiesOf(values.type)]}
        {...field('specialty')}
      />
      <TextInput label={t('registers.form.healthNumber')} {...field('healthNumber')} />
      {values.type === 'nurse' && (
        <NativeSelect
          label={t('registers.form.academicDegree')}
          required
          data={[choose, ...options.degreeOptions]}
          {...field('academicDegree')}
        />
      )}
    </SimpleGrid>
  );
}
