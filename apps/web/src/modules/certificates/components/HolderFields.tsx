import { nationalities } from '@aptovial/shared';
import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { keepLettersAndSpaces, keepNameCharacters } from '../../../shared/forms/personName';
import type { CertificateFormState } from '../certificateFormState';
import type { CertificateValues } from '../certificateFormValues';
import type { CertificateOptions } from '../certificateOptions';

type Field = keyof CertificateValues;
type HolderFieldsProps = {
  form: CertificateFormState;
  options: CertificateOptions;
  /** Shown right after the dni, across the grid (road medicine: copy the previous certificate). */
  afterDni?: ReactNode;
  /** Editing: the holder's identity is never corrected (decision 0048), only shown. */
  identityLocked?: boolean;
  /** Issuing: the holder's optional e-mail, sent the certificate and its reminder (decision 0087). */
  withEmail?: boolean;
};

/**
 * The driver the certificate is for; names and occupation keep letters (docs/product/rules.md,
 * decision 0015).
 */
export function HolderFields({
  form,
  options,
  afterDni,
  identityLocked = false,
  withEmail = false,
}: HolderFieldsProps) {
  const { t } = useTranslation();
  const field = (name: Field, filter: (value: string) => string = (value) => value) => ({
    label: t(`certificates.form.${name}`),
    value: form.values[name],
    error: form.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      form.setValue(name, filter(event.currentTarget.value)),
  });
  const choose = { value: '', label: t('certificates.form.choose') };
  return (
    <Fieldset legend={t('certificates.form.holderLegend')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          data={nationalities.map((item) => ({ value: item.as, label: item.name }))}
          {...field('nationality')}
          disabled={identityLocked}
        />
        <TextInput
          inputMode="numeric"
          required
          maxLength={9}
          {...field('dni', (value) => value.replace(/\D/g, ''))}
          readOnly={identityLocked}
          description={identityLocked ? t('certificates.form.identityFixed') : undefined}
        />
        {afterDni !== undefined && <div style={{ gridColumn: '1 / -1' }}>{afterDni}</div>}
        <TextInput required {...field('names', keepNameCharacters)} />
        <TextInput required {...field('lastNames', keepNameCharacters)} />
        <DateField
          required
          {...field('birthDate')}
          onChange={(value) => form.setValue('birthDate', value)}
        />
        <TextInput
          description={t('certificates.form.lettersOnly')}
          {...field('occupation', keepLettersAndSpaces)}
        />
        <NativeSelect data={[choose, ...options.stateOptions]} {...field('stateOrigin')} />
        {withEmail && (
          <TextInput
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={254}
            description={t('certificates.form.holderEmailHint')}
            {...field('holderEmail')}
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
