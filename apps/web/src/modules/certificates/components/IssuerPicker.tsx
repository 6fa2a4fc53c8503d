import { nationalities, solvencyText } from '@aptovial/shared';
import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IssuerSearch, useSearchIssuers } from '../api/searchIssuers';

type IssuerPickerProps = {
  value: string;
  error: string | undefined;
  onPick: (schoolNumberId: string, state: string) => void;
  stateName: (code: string) => string;
};

/**
 * The issuing medic: the session carries no college number of its own, so the person looks the
 * medic up by dni (the registers' search) and picks one of their college numbers.
 */
export function IssuerPicker({ value, error, onPick, stateName }: IssuerPickerProps) {
  const { t } = useTranslation();
  const [nationality, setNationality] = useState<IssuerSearch['nationality']>('V');
  const [dni, setDni] = useState('');
  const [search, setSearch] = useState<IssuerSearch>({ dni: '', nationality: 'V' });
  const found = useSearchIssuers(search);
  // docs/product/rules.md: an empty dni does nothing.
  const run = () => {
    if (dni !== '') setSearch({ dni, nationality });
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run();
  };
  const medics = (found.data ?? []).filter((register) => register.type === 'medic');
  const options = medics.flatMap((medic) =>
    medic.schoolNumbers.map((number) => ({ medic, number })),
  );
  const byId = new Map(options.map((option) => [String(option.number.id), option.number.state]));

  return (
    <Fieldset legend={t('certificates.issuer.legend')}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('certificates.issuer.nationality')}
            data={nationalities.map((item) => ({ value: item.as, label: item.as }))}
            value={nationality}
            onChange={(event) => setNationality(event.currentTarget.value === 'E' ? 'E' : 'V')}
            w={80}
          />
          <TextInput
            label={t('certificates.issuer.dni')}
            inputMode="numeric"
            value={dni}
            onChange={(event) => setDni(event.currentTarget.value.replace(/\D/g, ''))}
            onKeyDown={onKey}
            style={{ flex: '1 1 10rem' }}
          />
          <Button variant="light" leftSection={<IconSearch size={16} aria-hidden />} onClick={run}>
            {t('certificates.issuer.search')}
          </Button>
        </Group>
        {search.dni !== '' && found.isPending && (
          <Text fz="sm" role="status">
            {t('certificates.issuer.searching')}
          </Text>
        )}
        {found.isError && (
          <Text fz="sm" c="red">
            {t('certificates.issuer.failed')}
          </Text>
        )}
        {found.isSuccess && options.length === 0 && (
          <Text fz="sm" c="red">
            {t('certificates.issuer.notFound')}
          </Text>
        )}
        <Radio.Group
          label={t('certificates.issuer.pick')}
          required
          value={value}
          error={error}
          onChange={(id) => onPick(id, byId.get(id) ?? '')}
        >
          <Stack gap="xs" mt="xs">
            {options.length === 0 && value === '' && (
              <Text fz="sm" c="dimmed">
                {t('certificates.issuer.hint')}
              </Text>
            )}
            {options.map(({ medic, number }) => (
              <Radio
                key={number.id}
                value={String(number.id)}
                label={t('certificates.issuer.option', {
                  name: `${medic.names} ${medic.lastNames}`,
                  number: number.schoolNumber,
                  state: stateName(number.state),
                  solvency: solvencyText(number.currentSolvency),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    </Fieldset>
  );
}
