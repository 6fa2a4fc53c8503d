import { genders, nationalities } from '@aptovial/shared';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keepNameCharacters } from '../../../shared/forms/personName';
import type { FormErrors } from '../../../shared/forms/useZodForm';
import type { Option } from '../../../shared/reference/useStateNames';
import type { UserFormValues } from '../userFormValues';

type Field = keyof UserFormValues & string;
type FieldsForm = {
  values: UserFormValues;
  errors: FormErrors;
  setValue: (name: Field, value: string) => void;
};

type UserFormFieldsProps = {
  form: FieldsForm;
  isNew: boolean;
  roleOptions: readonly Option[];
  stateOptions: readonly Option[];
};

export function UserFormFields({ form, isNew, roleOptions, stateOptions }: UserFormFieldsProps) {
  const { t } = useTranslation();
  const text = (name: Field, filter: (value: string) => string = (value) => value) => ({
    value: form.values[name],
    error: form.errors[name],
    size: 'md' as const,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      form.setValue(name, filter(event.currentTarget.value)),
  });
  const choose = { value: '', label: t('users.form.choose') };
  const nameHint = t('users.form.namesHint');

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {isNew && (
        <TextInput label={t('users.form.email')} type="email" required {...text('email')} />
      )}
      {isNew && (
        <TextInput label={t('users.form.dni')} inputMode="numeric" required {...text('dni')} />
      )}
      <NativeSelect
        label={t('users.form.nationality')}
        data={nationalities.map((item) => ({ value: item.as, label: item.name }))}
        {...text('nationality')}
      />
      <NativeSelect
        label={t('users.form.gender')}
        required
        data={[choose, ...genders.map((item) => ({ value: item.as, label: item.name }))]}
        {...text('genders')}
      />
      <TextInput
        label={t('users.form.names')}
        description={nameHint}
        required
        {...text('names', keepNameCharacters)}
      />
      <TextInput
        label={t('users.form.lastNames')}
        description={nameHint}
        required
        {...text('lastNames', keepNameCharacters)}
      />
      <TextInput label={t('users.form.phone1')} type="tel" required {...text('phone1')} />
      <TextInput label={t('users.form.phone2')} type="tel" {...text('phone2')} />
      <NativeSelect
        label={t('users.form.role')}
        required
        data={[choose, ...roleOptions]}
        {...text('rol')}
      />
      <NativeSelect
        label={t('users.form.state')}
        required
        data={[choose, ...stateOptions]}
        {...text('state')}
      />
      <TextInput label={t('users.form.sectional')} {...text('sectional')} />
    </SimpleGrid>
  );
}
