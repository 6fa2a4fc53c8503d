import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SerialSearchForm.module.css';

const MAX_SERIAL_DIGITS = 10;

/** The serial box: digits only; an empty search does nothing (docs/product/rules.md). */
export function SerialSearchForm({
  initialSerial,
  onSearch,
}: {
  initialSerial: string;
  onSearch: (serial: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [serial, setSerial] = useState(initialSerial);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(serial);
    if (serial !== '' && value > 0) onSearch(value);
  };

  return (
    // A dialog form never reloads the page, also when tapped before the app runs (decision 0090).
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to phones older than 2023.
    <form onSubmit={submit} method="dialog" role="search" aria-label={t('verify.searchLabel')}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <div className={classes.field}>
          <label htmlFor={id} className={classes.label}>
            {t('verify.serialLabel')}
          </label>
          <span id={`${id}-hint`} className={classes.hint}>
            {t('verify.serialHint')}
          </span>
          <input
            id={id}
            className={classes.input}
            aria-describedby={`${id}-hint`}
            value={serial}
            onChange={(event) =>
              setSerial(event.currentTarget.value.replace(/\D/g, '').slice(0, MAX_SERIAL_DIGITS))
            }
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
          {t('verify.search')}
        </Button>
      </Group>
    </form>
  );
}
