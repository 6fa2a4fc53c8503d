import { Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type SerialInLot, useSearchSerialInLot } from '../api/searchSerialInLot';

type SerialFieldProps = {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The state the certificate is issued in (the issuer's), when known. */
  issuerState: string | null;
  stateName: (code: string) => string;
};

type Verdict = { ok: boolean; text: string } | null;

function verdictOf(
  found: SerialInLot | undefined,
  issuerState: string | null,
  t: (key: string, values?: Record<string, string>) => string,
  stateName: (code: string) => string,
): Verdict {
  if (found === undefined) return null;
  const { lot, certificateId } = found;
  if (lot === null) return { ok: false, text: t('certificates.serial.notInLot') };
  if (certificateId !== null) return { ok: false, text: t('certificates.serial.taken') };
  const state = stateName(lot.state);
  if (issuerState !== null && lot.state !== issuerState) {
    return { ok: false, text: t('certificates.serial.otherState', { state }) };
  }
  return { ok: true, text: t('certificates.serial.free', { tp: lot.numberTP, state }) };
}

/** The serial, checked against the lots as it is typed (300 ms after the last key). */
export function SerialField({ value, error, onChange, issuerState, stateName }: SerialFieldProps) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(value, 300);
  const check = useSearchSerialInLot(debounced);
  const current = debounced === value && check.isSuccess ? check.data : undefined;
  const verdict = verdictOf(current, issuerState, t, stateName);
  const checking = value !== '' && (debounced !== value || check.isFetching);
  return (
    <TextInput
      label={t('certificates.form.serial')}
      inputMode="numeric"
      required
      maxLength={10}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
      rightSection={checking ? <Loader size="xs" aria-hidden /> : null}
      description={
        <Text
          component="span"
          fz="xs"
          role="status"
          c={verdict === null ? 'dimmed' : verdict.ok ? 'green' : 'red'}
        >
          {verdict?.text ??
            (check.isError ? t('certificates.serial.checkFailed') : t('certificates.serial.hint'))}
        </Text>
      }
    />
  );
}
