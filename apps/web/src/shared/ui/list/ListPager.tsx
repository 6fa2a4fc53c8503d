import { Group, Pagination, Text } from '@mantine/core';

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
};

/** Under a list: where the person is, and the pages when there is more than one. */
export function ListPager({ page, summary, current, onPage }: ListPagerProps) {
  // More than `total` rows: at least one past them, on the page after floor(total / limit) full ones.
  const pages = page.totalCapped
    ? Math.floor(page.total / page.limit) + 1
    : Math.ceil(page.total / page.limit);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text fz="sm" c="dimmed">
        {summary(pages)}
      </Text>
      {pages > 1 && <Pagination total={pages} value={current} onChange={onPage} />}
    </Group>
  );
}
