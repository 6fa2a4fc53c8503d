import {
  certificateFiltersSchema,
  dniSchema,
  nationalities,
  serialQuerySchema,
} from '@aptovial/shared';
import { Button, Group, NativeSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateSearch } from '../api/searchCertificates';

export type SearchKind = CertificateSearch['by'];

type CertificateSearchFormProps = {
  /** The ways this screen offers, the first one chosen. */
  kinds: readonly [SearchKind, ...SearchKind[]];
  onSearch: (search: CertificateSearch) => void;
};

const digitsOnly = (kind: SearchKind) => kind !== 'name';

/** What stops a typed value from being searched, in the API's words; undefined when it may go. */
function problemOf(kind: SearchKind, value: string): string | undefined {
  const schema =
    kind === 'serial'
      ? serialQuerySchema
      : kind === 'name'
        ? certificateFiltersSchema.shape.paramCert
        : dniSchema;
  const checked = schema.safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

function requestOf(kind: SearchKind, value: string, nationality: 'V' | 'E'): CertificateSearch {
  if (kind === 'serial') return { by: kind, serial: value };
  if (kind === 'name') return { by: kind, text: value };
  return { by: kind, dni: value, nationality };
}

/**
 * The search box: choose how, type, search; an empty value does nothing (docs/product/rules.md).
 */
export function CertificateSearchForm({ kinds, onSearch }: CertificateSearchFormProps) {
  const { t } = useTranslation();
  const [by, setBy] = useState<SearchKind>(kinds[0]);
  const [nationality, setNationality] = useState<'V' | 'E'>('V');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (value === '') return;
    const problem = problemOf(by, value);
    if (problem !== undefined) return setError(problem);
    onSearch(requestOf(by, value, nationality));
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('certificates.search.by')}
          value={by}
          onChange={(value) => {
            const kind = kinds.find((item) => item === value);
            if (kind !== undefined) setBy(kind);
            setError(undefined);
          }}
          data={kinds.map((value) => ({ value, label: t(`certificates.search.${value}`) }))}
          fullWidth
        />
        <Group align="flex-end" gap="sm" wrap="wrap">
          {(by === 'dni' || by === 'doctor') && (
            <NativeSelect
              label={t('certificates.search.nationality')}
              data={nationalities.map((item) => ({ value: item.as, label: item.name }))}
              value={nationality}
              onChange={(event) => setNationality(event.currentTarget.value === 'E' ? 'E' : 'V')}
            />
          )}
          <TextInput
            label={t(`certificates.search.${by === 'doctor' ? 'dni' : by}Label`)}
            inputMode={digitsOnly(by) ? 'numeric' : 'text'}
            maxLength={80}
            value={typed}
            error={error}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setTyped(digitsOnly(by) ? text.replace(/\D/g, '') : text);
              setError(undefined);
            }}
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
            {t('certificates.search.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
