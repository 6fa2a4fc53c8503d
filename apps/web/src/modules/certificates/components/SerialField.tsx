import { Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type SerialInLot, useSearchSerialInLot } from '../api/searchSerialInLot';

/** A lot check's answer; road medicine's also says whether the lot is of the doctor's state. */
export type SerialCheck = SerialInLot & { inOwnState?: boolean };
/** The hook that checks a typed serial (idle while it is not a serial). */
export type UseSerialCheck = (serial: string) => UseQueryResult<SerialCheck>;

type SerialFieldProps = {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The state the certificate is issued in (the issuer's), when known. */
  issuerState: string | null;
  stateName: (code: string) => string;
  /** Which lot check answers (default: the college's searchSerialInLote); fixed for the field. */
  useCheck?: UseSerialCheck;
  /** What the field says before a serial is checked. */
  hint?: string;
  /** First field of a form typed from the keyboard: focused on opening, its text selected. */
  autoFocus?: boolean;
};

type Verdict = { ok: boolean; text: string } | null;

function verdictOf(
  found: SerialCheck | undefined,
  issuerState: string | null,
  t: (key: string, values?: Record<string, string>) => string,
  stateName: (code: string) => string,
): Verdict {
  if (found === undefined) return null;
  const { lot, certificateId } = found;
  if (lot === null) return { ok: false, text: t('certificates.serial.notInLot') };
  if (certificateId !== null) return { ok: false, text: t('certificates.serial.taken') };
  const state = stateName(lot.state);
  // The server knows the issuer's state better than the page, when it says.
  const otherState =
    found.inOwnState !== undefined
      ? !found.inOwnState
      : issuerState !== null && lot.state !== issuerState;
  if (otherState) return { ok: false, text: t('certificates.serial.otherState', { state }) };
  return { ok: true, text: t('certificates.serial.free', { tp: lot.numberTP, state }) };
}

/** The serial, checked against the lots as it is typed (300 ms after the last key). */
export function SerialField({
  value,
  error,
  onChange,
  issuerState,
  stateName,
  useCheck = useSearchSerialInLot,
  hint,
  autoFocus = false,
}: SerialFieldProps) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(value, 300);
  const check = useCheck(debounced);
  const current = debounced === value && check.isSuccess ? check.data : undefined;
  const verdict = verdictOf(current, issuerState, t, stateName);
  const checking = value !== '' && (debounced !== value || check.isFetching);
  const input = useRef<HTMLInputElement>(null);
  const typed = useRef(value);
  useEffect(() => {
    // A serial put in from outside (the one offered) is selected: typing replaces it.
    if (!autoFocus || value === typed.current) return;
    typed.current = value;
    if (document.activeElement === input.current) input.current?.select();
  }, [value, autoFocus]);
  return (
    <TextInput
      label={t('certificates.form.serial')}
      inputMode="numeric"
      required
      maxLength={10}
      ref={input}
      value={value}
      error={error}
      onChange={(event) => {
        typed.current = event.currentTarget.value.replace(/\D/g, '');
        onChange(typed.current);
      }}
      // Mantine's modal focuses the element marked so; typing then replaces an offered serial.
      data-autofocus={autoFocus || undefined}
      onFocus={autoFocus ? (event) => event.currentTarget.select() : undefined}
      rightSection={checking ? <Loader size="xs" aria-hidden /> : null}
      description={
        <Text
          component="span"
          fz="xs"
          role="status"
          c={verdict === null ? 'dimmed' : verdict.ok ? 'green' : 'red'}
        >
          {verdict?.text ??
            (check.isError
              ? t('certificates.serial.checkFailed')
              : (hint ?? t('certificates.serial.hint')))}
        </Text>
      }
    />
  );
}
