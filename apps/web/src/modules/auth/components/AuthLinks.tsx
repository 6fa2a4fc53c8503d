import { pathTo, type RouteName } from '@aptovial/shared';
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';

/** `to`: the route's address with a search of its own (else the route's path). */
export type AuthLink = { route: RouteName; label: string; state?: unknown; to?: string };

/** Plain links under the card, each on its own line with room for a thumb. */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  return (
    <Stack gap={4} align="center">
      {links.map(({ route, label, state, to }) => (
        <Anchor
          key={route}
          component={Link}
          to={to ?? pathTo(route)}
          state={state}
          py="xs"
          size="md"
        >
          {label}
        </Anchor>
      ))}
    </Stack>
  );
}
