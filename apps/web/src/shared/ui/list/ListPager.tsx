import { LIST_DEPTH_CAP, pageWithinCap, withThousands } from '@aptovial/shared';
import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ListPagerProps = {
  /**
   * The server's page: where it is, how many rows in all, how many a page; `totalCapped`: more
   * than `total` rows match, so there is a page after the rows `total` counts.
   */
  page: { page: number; total: number; limit: number; totalCapped?: boolean | undefined };
  /** "Página 2 de 5 · 42 certificados", from the number of pages. */
  summary: (pages: number) => string;
  /** The page asked for: it shows at once, while the server's answer is on its way. */
  current: number;
  onPage: (page: number) => void;
  /**
   * What to do to see the rest when pages deep from both ends are not offered ("Más de 10.000
   * resultados: filtre por fecha"); a list without its own advice gets a general one. Every
   * server list refuses such pages (decision 0054), so they are never offered.
   */
  deepPages?: string;
};

/** Under a list: where the person is, and the pages when there is more than one. */
export function ListPager({ page, summary, current, onPage, deepPages }: ListPagerProps) {
  const { t } = useTranslation();
  // More than `total` rows: at least one past them, on the page after floor(total / limit) full ones.
  const pages = page.totalCapped
    ? Math.floor(page.total / page.limit) + 1
    : Math.ceil(page.total / page.limit);
  const offered = (number: number) =>
    pageWithinCap({ offset: (number - 1) * page.limit, limit: page.limit }, page.total);
  // The first page LIST_DEPTH_CAP rows in: if it is refused, so is every page up to the end's.
  const firstDeep = Math.ceil(LIST_DEPTH_CAP / page.limit) + 1;
  const anyRefused = firstDeep <= pages && !offered(firstDeep);
  const closed = (number: number) => number < 1 || number > pages || !offered(number);
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fz="sm" c="dimmed">
          {summary(pages)}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={current}
            onChange={(number) => offered(number) && onPage(number)}
            getItemProps={(number) => (offered(number) ? {} : { disabled: true })}
            getControlProps={(control) =>
              control === 'next'
                ? { disabled: closed(current + 1) }
                : control === 'previous'
                  ? { disabled: closed(current - 1) }
                  : {}
            }
          />
        )}
      </Group>
      {anyRefused && (
        <Text fz="sm" c="dimmed" role="note">
          {deepPages ?? t('listPager.deepPages', { cap: withThousands(LIST_DEPTH_CAP) })}
        </Text>
      )}
    </Stack>
  );
}
