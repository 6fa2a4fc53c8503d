import { Group } from '@mantine/core';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LanguageMenu } from './LanguageMenu';

/** The header's reading preferences, side by side on every page: language and colour mode. */
export function DisplayPreferences() {
  return (
    <Group gap="xs" wrap="nowrap">
      <LanguageMenu />
      <ColorSchemeToggle />
    </Group>
  );
}
