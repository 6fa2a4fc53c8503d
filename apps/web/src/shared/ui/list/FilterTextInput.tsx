import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** Long enough to type a word, short enough that the list follows the typing. */
const TYPING_PAUSE_MS = 300;

type FilterTextInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  /** The filter as the list holds it. */
  value: string | undefined;
  /** The typed text, trimmed, once the person pauses; undefined when blank or refused. */
  onChange: (value: string | undefined) => void;
  /** Why the typed text cannot filter yet (too short...), shown under the box. */
  errorOf?: (text: string) => string | undefined;
};

/**
 * A list's text filter: the box keeps what is typed, the list (and the address bar) gets it
 * when the person pauses, so each key is neither a request nor a history entry. Text the filter
 * refuses stays in the box with its reason, and filters nothing.
 */
export function FilterTextInput({ value, onChange, errorOf, ...props }: FilterTextInputProps) {
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  const typed = draft.trim();
  const error = typed === '' ? undefined : errorOf?.(typed);
  const meant = typed === '' || error !== undefined ? undefined : typed;
  // The list changed elsewhere (back, forward, "Limpiar"): the box follows it.
  if (value !== shown) {
    setShown(value);
    if (value !== meant) setDraft(value ?? '');
  }
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  useEffect(() => {
    if (meant === value) return;
    const timer = setTimeout(() => latestOnChange.current(meant), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [meant, value]);
  return (
    <TextInput
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      error={error}
    />
  );
}
