import { banks } from '@aptovial/shared';
import { SimpleGrid, Text } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../../../shared/forms/useZodForm';
import { Section, SelectField, TextField } from './PlainFields';
import type { PayField, PayValues } from './payValues';

const DNI_MAX_DIGITS = 9;
const KEY_MAX_LENGTH = 16;

type PayerFieldsProps = {
  values: PayValues;
  errors: FormErrors;
  set: (name: PayField, value: string) => void;
};

/**
 * Who pays and from where (a C2P charge): the account holder's cédula, their mobile phone, their
 * bank (a native list of the 24 banks of docs/product/entities.md: light, and the phone's own
 * picker) and the payment key their bank's app gives, typed on the number pad and offered by the
 * phone from an SMS (one-time-code), never remembered by the browser.
 */
export function PayerFields({ values, errors, set }: PayerFieldsProps) {
  const { t } = useTranslation();
  const field = (name: PayField, filter: (value: string) => string = (value) => value) => ({
    name,
    label: t(`preRegister.request.payment.fields.${name}`),
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(name, filter(event.currentTarget.value)),
  });
  const bankOptions = [
    { value: '', label: t('preRegister.request.payment.fields.chooseBank') },
    ...banks.map((bank) => ({
      value: String(bank.code),
      label: `${bank.name} (${String(bank.code).padStart(4, '0')})`,
    })),
  ];
  return (
    <Section legend={t('preRegister.request.payment.payer')}>
      <Text fz="sm" mb="sm">
        {t('preRegister.request.payment.payerHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          inputMode="numeric"
          autoComplete="off"
          maxLength={DNI_MAX_DIGITS}
          description={t('preRegister.request.payment.fields.payerIdHint')}
          {...field('destination_id', (value) => value.replace(/\D/g, ''))}
        />
        <TextField
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          description={t('preRegister.request.fields.phoneHint')}
          {...field('destination_mobile_number')}
        />
        <SelectField data={bankOptions} {...field('destination_bank_id')} />
        <TextField
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCorrect="off"
          spellCheck={false}
          maxLength={KEY_MAX_LENGTH}
          description={t('preRegister.request.payment.fields.keyHint')}
          {...field('twofactor_auth', (value) => value.replace(/[^0-9A-Za-z]/g, ''))}
        />
      </SimpleGrid>
    </Section>
  );
}
