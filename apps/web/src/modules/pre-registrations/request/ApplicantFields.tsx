import { nationalities } from '@aptovial/shared';
import { SimpleGrid } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keepNameCharacters } from '../../../shared/forms/personName';
import { Section, SelectField, TextField } from './PlainFields';
import { typedBirthDate } from './requestValues';
import type { RequestFormState } from './useRequestForm';

type FieldName = 'nationality' | 'dni' | 'names' | 'lastNames' | 'email' | 'phone' | 'dateBirth';

const DNI_MAX_DIGITS = 9;

/** Who asks: identity, contact and birth date, each typed the way a phone's keyboard helps. */
export function ApplicantFields({ form }: { form: RequestFormState }) {
  const { t } = useTranslation();
  const field = (name: FieldName, filter: (value: string) => string = (value) => value) => ({
    name,
    label: t(`preRegister.request.fields.${name}`),
    value: form.values[name],
    error: form.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      form.set(name, filter(event.currentTarget.value)),
  });
  return (
    <Section legend={t('preRegister.request.fields.person')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField
          data={nationalities.map((item) => ({ value: item.as, label: item.name }))}
          {...field('nationality')}
        />
        <TextField
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={DNI_MAX_DIGITS}
          {...field('dni', (value) => value.replace(/\D/g, ''))}
        />
        <TextField required autoComplete="given-name" {...field('names', keepNameCharacters)} />
        <TextField
          required
          autoComplete="family-name"
          {...field('lastNames', keepNameCharacters)}
        />
        <TextField
          required
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('preRegister.request.fields.dateBirthHint')}
          description={t('preRegister.request.fields.dateBirthHint')}
          maxLength={10}
          {...field('dateBirth', typedBirthDate)}
        />
        <TextField
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email', (value) => value.trim())}
        />
        <TextField
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          description={t('preRegister.request.fields.phoneHint')}
          maxLength={20}
          {...field('phone')}
        />
      </SimpleGrid>
    </Section>
  );
}
