import { Button, Collapse, em, px, Stack, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

type FiltersPanelProps = {
  /** How many filters are set, said on the button ("Filtros (3)"). */
  count: number;
  children: ReactNode;
};

/** Below Mantine's `sm` breakpoint: a phone, where a list's filters would fill the first screen. */
export function usePhoneWidth(): boolean {
  const theme = useMantineTheme();
  const below = em(Number(px(theme.breakpoints.sm)) - 0.1);
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false });
}

/**
 * A list's filters: on a phone they fold behind one "Filtros" button that says how many are set,
 * so the first rows show on the first screen; on wider screens they show as they are.
 */
export function FiltersPanel({ count, children }: FiltersPanelProps) {
  const { t } = useTranslation();
  const phone = usePhoneWidth();
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  if (!phone) return children;
  return (
    <Stack gap="xs" w="100%">
      <Button
        variant="light"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined }}
          />
        }
        aria-expanded={opened}
        aria-controls={opened ? id : undefined}
        onClick={toggle}
      >
        {count > 0 ? t('lists.filtersSet', { count }) : t('lists.filters')}
      </Button>
      <Collapse expanded={opened} keepMounted={false} id={id}>
        {children}
      </Collapse>
    </Stack>
  );
}
