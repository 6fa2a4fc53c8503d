import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../ListStates';
import { ListPager } from './ListPager';

/**
 * One page of a server list, as every list endpoint answers it; `totalCapped`: `total` is a lower
 * bound (a name search counts only up to a cap, decision 0033).
 */
type ListPage<Row> = {
  data: readonly Row[];
  page: number;
  total: number;
  limit: number;
  totalCapped?: boolean | undefined;
};

type ListResultsProps<Row> = {
  /** The list's query, as TanStack Query's useQuery returns it. */
  query: {
    data: ListPage<Row> | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  /** What the list says while it loads, when it fails, and when it has no rows. */
  texts: { loading: string; loadFailed: string; empty: string };
  /**
   * "Página 2 de 5 · 42 certificados", from the page, the number of pages and the rows in all;
   * `capped`: more rows than `total` match ("Más de 100 resultados").
   */
  summary: (figures: { page: number; pages: number; total: number; capped: boolean }) => string;
  /** The page asked for, and how to ask another (useListParams' `params` and `setPage`). */
  list: { params: { page: number }; setPage: (page: number) => void };
  /** The table of the page's rows. */
  children: (rows: readonly Row[]) => ReactNode;
  /** A list whose deep pages the server refuses: how to see the rest (ListPager). */
  deepPages?: string;
};

/**
 * What a server list shows under its filters: that it loads, that it failed (with a retry), that
 * it is empty, or the page's table with the pager under it.
 */
export function ListResults<Row>({
  query,
  texts,
  summary,
  list,
  children,
  deepPages,
}: ListResultsProps<Row>) {
  const page = query.data;
  return (
    <>
      {query.isPending && <LoadingState label={texts.loading} />}
      {query.isError && (
        <ErrorState message={texts.loadFailed} onRetry={() => void query.refetch()} />
      )}
      {page !== undefined && page.data.length === 0 && <EmptyState message={texts.empty} />}
      {page !== undefined && page.data.length > 0 && (
        <>
          {children(page.data)}
          <ListPager
            page={page}
            summary={(pages) =>
              summary({
                page: page.page,
                pages,
                total: page.total,
                capped: page.totalCapped === true,
              })
            }
            current={list.params.page}
            onPage={list.setPage}
            {...(deepPages === undefined ? {} : { deepPages })}
          />
        </>
      )}
    </>
  );
}
