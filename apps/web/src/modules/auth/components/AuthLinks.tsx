import { pathTo, type RouteName } from '@aptovial/shared';
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';

export type AuthLink = { route: RouteName; label: string; state?: unknown };

/** Plain links under the card, each on its own line with room for a thumb. */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  return (
    <Stack gap={4} align="center">
      {links.map(({ route, label, state }) => (
        <Anchor key={route} component={Link} to={pathTo(route)} state={state} py="xs" size="md">
          {label}
        </Anchor>
      ))}
    </Stack>
  );
}
