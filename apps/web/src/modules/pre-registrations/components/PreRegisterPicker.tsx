import type { PreRegistration } from '@aptovial/shared';
import {
  Button,
  Collapse,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import {
  isSearchType,
  oneItemSearchQueryOptions,
  type PreRegisterSearch,
  type PreRegisterSearchType,
  searchPreRegisterQueryOptions,
} from '../api/searchPreRegister';
import { Matches } from './PreRegisterMatches';

const NO_SEARCH: PreRegisterSearch = { type: '', q: '' };
const searchTypes: readonly PreRegisterSearchType[] = ['dni', 'email', 'name'];

/**
 * "Buscar solicitud" in the road issue form: a request of the public found by dni, e-mail or name
 * fills the driver's fields. Inside the issue form, so it is no form of its own: Enter in its box
 * searches instead of moving on, and its buttons never send the certificate.
 */
type PreRegisterPickerProps = {
  /** The request the form was filled from, which the certificate will serve. */
  linked: number | null;
  onPick: (request: PreRegistration) => void;
  /** The doctor issues without serving that request after all. */
  onUnlink: () => void;
};

export function PreRegisterPicker({ linked, onPick, onUnlink }: PreRegisterPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [opened, { toggle }] = useDisclosure(false);
  const [type, setType] = useState<PreRegisterSearchType | ''>('dni');
  const [text, setText] = useState('');
  // null until the doctor asks: then an incomplete search says what is missing.
  const [asked, setAsked] = useState<PreRegisterSearch | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const found = useQuery(searchPreRegisterQueryOptions(asked ?? NO_SEARCH));
  const one = useQuery(oneItemSearchQueryOptions(chosen));

  useEffect(() => {
    if (chosen === null || one.data?.id !== chosen) return;
    onPick(one.data);
    setChosen(null);
    setAsked(null);
  }, [chosen, one.data, onPick]);

  const search = () => setAsked({ type, q: text });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // The issue form moves on with Enter; here Enter searches.
    event.preventDefault();
    search();
  };

  return (
    <Stack gap="xs">
      {linked !== null && (
        <Group gap="sm" wrap="wrap" role="status">
          <Text fz="sm">{t('preRegister.pick.linked', { id: linked })}</Text>
          <Button type="button" variant="subtle" size="compact-sm" onClick={onUnlink}>
            {t('preRegister.pick.unlink')}
          </Button>
        </Group>
      )}
      <UnstyledButton
        type="button"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        fw={600}
        c="blue"
      >
        <Group gap={6} wrap="nowrap">
          <IconSearch size={16} aria-hidden />
          {t('preRegister.pick.toggle')}
          <IconChevronDown
            size={14}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} keepMounted={false} id={id}>
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('preRegister.pick.type')}
              data={[
                { value: '', label: t('preRegister.pick.chooseType') },
                ...searchTypes.map((value) => ({
                  value,
                  label: t(`preRegister.pick.by.${value}`),
                })),
              ]}
              value={type}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setType(isSearchType(value) ? value : '');
              }}
            />
            <TextInput
              label={t('preRegister.pick.text')}
              value={text}
              maxLength={120}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              style={{ flex: 1, minWidth: 180 }}
            />
            <Button type="button" variant="light" onClick={search}>
              {t('preRegister.pick.search')}
            </Button>
          </Group>
          <Matches
            asked={asked}
            found={found}
            choosing={one.isFetching ? chosen : null}
            onChoose={setChosen}
          />
          {one.isError && (
            <Text c="red" role="alert" fz="sm">
              {messageOf(one.error, t('preRegister.pick.failed'))}
            </Text>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
