import {
  listCertificatesQuerySchema,
  listLotsQuerySchema,
  listRegistersQuerySchema,
} from '@aptovial/shared';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import type { ListFilters, ListSchema } from './listParams';
import { useListParams } from './useListParams';

/** Mounts a list's hook at `path`; hands out its latest result, the address and the router. */
function mountList<S extends ListSchema>(schema: S, path = '/', fixed?: Partial<ListFilters<S>>) {
  const seen: { list?: ReturnType<typeof useListParams<S>> } = {};
  function Probe() {
    seen.list = useListParams(schema, fixed);
    return null;
  }
  const { router } = renderRoutes([{ path: '/', element: <Probe /> }], { initialPath: path });
  const list = () => {
    if (seen.list === undefined) throw new Error('the list did not render');
    return seen.list;
  };
  const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { list, search, router };
}

const mountCertificates = (path?: string) => mountList(listCertificatesQuerySchema, path);

describe('useListParams', () => {
  it('starts at docs/product/rules.md defaults with a plain address', () => {
    const { list, search } = mountCertificates();
    expect(list().params).toEqual({
      page: 1,
      limit: 10,
      order_by: 'createdAt',
      order_direction: 'desc',
    });
    expect(list().activeFilters).toBe(0);
    expect(search()).toEqual({});
  });

  it('reads page, order and filters from the address, and writes them back the same', () => {
    const { list, search } = mountCertificates(
      '/?page=3&order_by=serial&order_direction=asc&state=VE-L&date_range=2024-01-01,&status=false',
    );
    expect(list().params).toEqual({
      page: 3,
      limit: 10,
      order_by: 'serial',
      order_direction: 'asc',
      state: 'VE-L',
      date_range: ['2024-01-01', ''],
      status: false,
    });
    expect(list().filterQuery).toEqual({
      state: 'VE-L',
      date_range: '2024-01-01,',
      status: 'false',
    });
    expect(list().activeFilters).toBe(3);
    act(() => list().setPage(4));
    expect(search()).toEqual({
      page: '4',
      order_by: 'serial',
      order_direction: 'asc',
      state: 'VE-L',
      date_range: '2024-01-01,',
      status: 'false',
    });
  });

  it('ignores what its schema refuses, keeping the rest', () => {
    const { list } = mountCertificates(
      '/?page=0&limit=1000&order_by=password&order_direction=up&state=XX&status=maybe' +
        '&date_range=2024-13-40,&paramCert=ab&grade=4&numberTP=TP-9',
    );
    expect(list().params).toEqual({
      page: 1,
      limit: 10,
      order_by: 'createdAt',
      order_direction: 'desc',
      grade: '4',
      numberTP: 'TP-9',
    });
  });

  it('goes back to page 1 on a new filter or order', () => {
    const { list, search } = mountCertificates('/?page=5');
    act(() => list().setFilters({ ...list().filters, grade: '4' }));
    expect(search()).toEqual({ grade: '4' });
    act(() => list().setPage(2));
    act(() => list().toggleSort('names'));
    expect(search()).toEqual({ grade: '4', order_by: 'names', order_direction: 'asc' });
    act(() => list().setFilters({}));
    expect(search()).toEqual({ order_by: 'names', order_direction: 'asc' });
  });

  it('sorts a new column ascending and flips the same column', () => {
    const { list } = mountCertificates();
    act(() => list().toggleSort('serial'));
    expect(list().params).toMatchObject({ order_by: 'serial', order_direction: 'asc' });
    act(() => list().toggleSort('serial'));
    expect(list().params).toMatchObject({ order_by: 'serial', order_direction: 'desc' });
    act(() => list().toggleSort('serial'));
    expect(list().params).toMatchObject({ order_by: 'serial', order_direction: 'asc' });
    act(() => list().toggleSort('dueDate'));
    expect(list().params).toMatchObject({ order_by: 'dueDate', order_direction: 'asc' });
  });

  it('gives back the earlier list on back, and the later one on forward', async () => {
    const { list, router } = mountCertificates();
    act(() => list().setFilters({ state: 'VE-M' }));
    act(() => list().setPage(3));
    await act(() => router.navigate(-1));
    expect(list().params).toMatchObject({ page: 1, state: 'VE-M' });
    await act(() => router.navigate(-1));
    expect(list().params.state).toBeUndefined();
    await act(() => router.navigate(1));
    expect(list().params).toMatchObject({ page: 1, state: 'VE-M' });
  });

  it('leaves other parameters of the address alone', () => {
    const { list, search } = mountCertificates('/?tab=2');
    act(() => list().setPage(2));
    expect(search()).toEqual({ tab: '2', page: '2' });
  });

  it('starts lots by initial number, descending (docs/product/rules.md)', () => {
    const { list } = mountList(listLotsQuerySchema);
    expect(list().params).toMatchObject({ order_by: 'initialNumber', order_direction: 'desc' });
  });

  it('always sends fixed filters, without showing, counting or clearing them', () => {
    const { list, search } = mountList(listRegistersQuerySchema, '/?medicVial=false&genders=F', {
      medicVial: true,
    });
    expect(list().params).toMatchObject({ medicVial: true, genders: 'F' });
    expect(list().activeFilters).toBe(1);
    act(() => list().setFilters({}));
    expect(list().params).toMatchObject({ medicVial: true });
    expect(search()).toEqual({});
  });
});
