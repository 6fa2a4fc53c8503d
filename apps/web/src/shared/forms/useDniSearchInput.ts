import { dniSchema } from '@aptovial/shared';
import { type ChangeEvent, type FormEvent, useState } from 'react';

/**
 * A search-by-dni box: keeps digits only (people paste '14.555.666'), checks the dni with the
 * API's schema, and does nothing on an empty value (docs/product/rules.md).
 */
export function useDniSearchInput(onSearch: (dni: string) => void) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  return {
    inputProps: {
      value: typed,
      error,
      inputMode: 'numeric' as const,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setTyped(event.currentTarget.value.replace(/\D/g, ''));
        setError(undefined);
      },
    },
    onSubmit: (event: Pick<FormEvent, 'preventDefault'>) => {
      event.preventDefault();
      const dni = typed.trim();
      if (dni === '') return;
      const checked = dniSchema.safeParse(dni);
      if (checked.success) onSearch(dni);
      else setError(checked.error.issues[0]?.message);
    },
  };
}
