import { isSearchableText, MIN_NAME_SEARCH } from '@aptovial/shared';
import { Button, Checkbox, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../shared/forms/DateRangeFields';
import { FilterTextInput } from '../../../shared/ui/list/FilterTextInput';
import type { CertificateFilters } from '../api/listCertificates';
import type { CertificateOptions } from '../certificateOptions';

type CertificatesFiltersProps = {
  values: CertificateFilters;
  options: CertificateOptions;
  /** Admin and INTT read every state, so they may narrow to one. */
  withState: boolean;
  /** The session issues certificates as its own college number: "only mine" is offered. */
  withOwn: boolean;
  /** The issuing doctor's specialty: not for a doctor reading their own certificates. */
  withSpecialty?: boolean;
  onChange: (values: CertificateFilters) => void;
};

/** The filters picked from a list of codes or names. */
type ChoiceKey = 'state' | 'grade' | 'typeCertifields' | 'specialty';
const statusOf = (value: string) => (value === '' ? undefined : value === 'true');

export function CertificatesFilters({
  values,
  options,
  withState,
  withOwn,
  withSpecialty = true,
  onChange,
}: CertificatesFiltersProps) {
  const { t } = useTranslation();
  const all = { value: '', label: t('certificates.filters.all') };
  const select = (key: ChoiceKey, data: { value: string; label: string }[]) => (
    <NativeSelect
      label={t(`certificates.filters.${key}`)}
      data={[all, ...data]}
      value={values[key] ?? ''}
      onChange={(event) => onChange({ ...values, [key]: event.currentTarget.value || undefined })}
      maw="100%"
    />
  );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <FilterTextInput
        type="search"
        label={t('certificates.filters.paramCert')}
        placeholder={t('certificates.filters.paramCertHint')}
        value={values.paramCert}
        onChange={(paramCert) => onChange({ ...values, paramCert })}
        errorOf={(text) =>
          isSearchableText(text)
            ? undefined
            : t('certificates.filters.paramCertShort', { count: MIN_NAME_SEARCH })
        }
        maxLength={80}
      />
      {withState && select('state', options.stateOptions)}
      <DateRangeFields
        value={values.date_range}
        fromLabel={t('certificates.filters.from')}
        toLabel={t('certificates.filters.to')}
        onChange={(range) => onChange({ ...values, date_range: range })}
      />
      {select('grade', options.gradeOptions)}
      {select('typeCertifields', options.typeOptions)}
      <NativeSelect
        label={t('certificates.filters.status')}
        data={[
          all,
          { value: 'true', label: t('certificates.status.enabled') },
          { value: 'false', label: t('certificates.status.disabled') },
        ]}
        value={values.status === undefined ? '' : String(values.status)}
        onChange={(event) => onChange({ ...values, status: statusOf(event.currentTarget.value) })}
      />
      <FilterTextInput
        label={t('certificates.filters.numberTP')}
        value={values.numberTP}
        onChange={(numberTP) => onChange({ ...values, numberTP })}
        maxLength={30}
        w={140}
      />
      {withSpecialty && select('specialty', options.specialtyOptions)}
      {withOwn && (
        <Checkbox
          label={t('certificates.filters.own')}
          checked={values.allCertificates === false}
          onChange={(event) =>
            onChange({
              ...values,
              allCertificates: event.currentTarget.checked ? false : undefined,
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
