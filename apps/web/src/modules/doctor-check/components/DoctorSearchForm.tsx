import {
  DOCTOR_CHECK_MAX_LENGTH,
  DOCTOR_CHECK_MIN_LETTERS,
  type DoctorCheckKind,
  doctorCheckKinds,
  nameLetterCount,
} from '@aptovial/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoctorSearch } from '../search';
import classes from './DoctorSearchForm.module.css';

/** Too little to search: nothing typed, or a name of fewer than 3 letters (rules.md). */
const tooShort = ({ kind, text }: DoctorSearch) =>
  text === '' || (kind === 'nombre' && nameLetterCount(text) < DOCTOR_CHECK_MIN_LETTERS);

/** What to search by (college number, licence, name) and the text; a short search does nothing. */
export function DoctorSearchForm({
  initial,
  onSearch,
}: {
  initial: DoctorSearch | null;
  onSearch: (search: DoctorSearch) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<DoctorCheckKind>(initial?.kind ?? 'colegio');
  const [text, setText] = useState(initial?.text ?? '');
  const [short, setShort] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = { kind, text: text.trim() };
    setShort(tooShort(search));
    if (!tooShort(search)) onSearch(search);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to phones older than 2023.
    <form onSubmit={submit} role="search" aria-label={t('doctorCheck.searchLabel')}>
      <Stack gap="sm">
        <fieldset className={classes.kinds}>
          <legend className={classes.legend}>{t('doctorCheck.kindLegend')}</legend>
          {doctorCheckKinds.map((option) => (
            <label key={option} className={classes.kind}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {t(`doctorCheck.kind.${option}`)}
            </label>
          ))}
        </fieldset>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <div className={classes.field}>
            <label htmlFor={id} className={classes.label}>
              {t(`doctorCheck.field.${kind}`)}
            </label>
            <span id={`${id}-hint`} className={classes.hint}>
              {short ? t('doctorCheck.tooShort') : t(`doctorCheck.hint.${kind}`)}
            </span>
            <input
              id={id}
              className={classes.input}
              aria-describedby={`${id}-hint`}
              aria-invalid={short}
              value={text}
              maxLength={DOCTOR_CHECK_MAX_LENGTH}
              onChange={(event) => setText(event.currentTarget.value)}
              inputMode={kind === 'colegio' ? 'numeric' : 'text'}
              autoComplete="off"
            />
          </div>
          <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
            {t('doctorCheck.search')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
