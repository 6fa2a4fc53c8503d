import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

type SubmitButtonProps = {
  pending: boolean;
  children: ReactNode;
  disabled?: boolean;
  /** Said instead of the spinner while pending, for a wait worth naming ("Verificando…"). */
  pendingLabel?: string | undefined;
};

/** Full width and 48 px tall for a thumb; disabled (with a spinner) while the call runs. */
export function SubmitButton({
  pending,
  children,
  disabled = false,
  pendingLabel,
}: SubmitButtonProps) {
  const named = pending && pendingLabel !== undefined;
  return (
    <Button
      type="submit"
      size="md"
      h={48}
      fullWidth
      loading={pending && !named}
      disabled={pending || disabled}
    >
      {named ? pendingLabel : children}
    </Button>
  );
}
