import { Button, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

type SubmitButtonProps = {
  pending: boolean;
  children: ReactNode;
  disabled?: boolean;
  /** Said beside a small spinner while pending, for a wait worth naming ("Verificando…"). */
  pendingLabel?: string | undefined;
};

/**
 * Full width and 48 px tall for a thumb; disabled while the call runs, and said busy: a spinner,
 * or the named wait beside one. Disabled, a second tap sends nothing.
 */
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
      aria-busy={pending || undefined}
      leftSection={named ? <Loader size="xs" color="currentColor" aria-hidden /> : undefined}
    >
      {named ? pendingLabel : children}
    </Button>
  );
}
