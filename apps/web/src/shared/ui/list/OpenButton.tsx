import { Button } from '@mantine/core';

type OpenButtonProps = {
  onOpen: () => void;
  /** The button's text ("Ver"). */
  view: string;
  /** Its name for screen readers, saying which item ("Ver la solicitud 12"). */
  openLabel: string;
};

/** The keyboard's way into a row or card that opens its item on a click anywhere on it. */
export function OpenButton({ onOpen, view, openLabel }: OpenButtonProps) {
  return (
    <Button
      variant="light"
      size="compact-sm"
      aria-label={openLabel}
      onClick={(event) => {
        // The row or card opens it too: one click, one open.
        event.stopPropagation();
        onOpen();
      }}
    >
      {view}
    </Button>
  );
}
