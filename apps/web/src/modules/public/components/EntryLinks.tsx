import { pathTo, type RouteName } from '@aptovial/shared';
import { Button, Stack } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type EntryLink = {
  route: RouteName;
  icon: Icon;
  variant: 'filled' | 'default';
};

// Long Spanish labels must wrap on a 360 px phone instead of being cut (Mantine's default).
const wrappingButtonStyles = {
  root: { height: 'auto', minHeight: 48, paddingBlock: 10, paddingInline: 16 },
  label: { whiteSpace: 'normal', lineHeight: 1.3, textAlign: 'left' },
} as const;

/** Full-width links at least 48 px tall: easy to hit with a thumb on a 360 px phone. */
export function EntryLinks({ links }: { links: readonly EntryLink[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {links.map(({ route, icon: LinkIcon, variant }) => (
        <Button
          key={route}
          component={Link}
          to={pathTo(route)}
          variant={variant}
          size="md"
          fullWidth
          styles={wrappingButtonStyles}
          justify="flex-start"
          leftSection={<LinkIcon size={20} stroke={1.6} aria-hidden="true" />}
        >
          {t(`landing.links.${route}`)}
        </Button>
      ))}
    </Stack>
  );
}
