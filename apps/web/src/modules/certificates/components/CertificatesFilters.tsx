import { isSearchableText, MIN_NAME_SEARCH } from '@aptovial/shared';
import { Button, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateFilters } from '../api/listCertificates';
import type { CertificateOptions } from '../certificateOptions';

type CertificatesFiltersProps = {
  values: CertificateFilters;
  options: CertificateOptions;
  /** Admin and INTT read every state, so they may narrow to one. */
  withState: boolean;
  /** The session issues certificates as its own college number: "only mine" is offered. */
  withOwn: boolean;
  onChange: (values: CertificateFilters) => void;
};

type Key = keyof CertificateFilters;

export function CertificatesFilters({
  values,
  options,
  withState,
  withOwn,
  onChange,
}: CertificatesFiltersProps) {
  const { t } = useTranslation();
  const all = { value: '', label: t('certificates.filters.all') };
  const set = (key: Key) => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    onChange({ ...values, [key]: event.currentTarget.value || undefined });
  const select = (key: Key, data: { value: string; label: string }[]) => (
    <NativeSelect
      label={t(`certificates.filters.${key}`)}
      data={[all, ...data]}
      value={values[key] ?? ''}
      onChange={set(key)}
      maw="100%"
    />
  );
  const text = values.paramCert?.trim() ?? '';
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={t('certificates.filters.paramCert')}
        placeholder={t('certificates.filters.paramCertHint')}
        value={values.paramCert ?? ''}
        onChange={set('paramCert')}
        error={
          text !== '' && !isSearchableText(text)
            ? t('certificates.filters.paramCertShort', { count: MIN_NAME_SEARCH })
            : undefined
        }
        maxLength={80}
      />
      {withState && select('state', options.stateOptions)}
      <TextInput
        type="date"
        label={t('certificates.filters.from')}
        value={values.from ?? ''}
        onChange={set('from')}
      />
      <TextInput
        type="date"
        label={t('certificates.filters.to')}
        value={values.to ?? ''}
        onChange={set('to')}
      />
      {select('grade', options.gradeOptions)}
      {select('typeCertifields', options.typeOptions)}
      {select('status', [
        { value: 'true', label: t('certificates.status.enabled') },
        { value: 'false', label: t('certificates.status.disabled') },
      ])}
      <TextInput
        label={t('certificates.filters.numberTP')}
        value={values.numberTP ?? ''}
        onChange={set('numberTP')}
        maxLength={30}
        w={140}
      />
      {select('specialty', options.specialtyOptions)}
      {withOwn && (
        <Checkbox
          label={t('certificates.filters.own')}
          checked={values.allCertificates === 'false'}
          onChange={(event) =>
            onChange({
              ...values,
              allCertificates: event.currentTarget.checked ? 'false' : undefined,
            })
          }
          mb={8}
        />
      )}
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('certificates.filters.clear')}
      </Button>
    </Group>
  );
}
