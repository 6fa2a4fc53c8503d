import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

type SubmitButtonProps = { pending: boolean; children: ReactNode; disabled?: boolean };

/** Full width and 48 px tall for a thumb; disabled (with a spinner) while the call runs. */
export function SubmitButton({ pending, children, disabled = false }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="md"
      h={48}
      fullWidth
      loading={pending}
      disabled={pending || disabled}
    >
      {children}
    </Button>
  );
}
