import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { TablePaginationConfig } from 'antd';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { pageOf } from '../listPage';
import { CurrentUrl } from '../testing';
import { type ListController, useListController } from './useListController';

type Row = { id: number };
type Answer = { rows: Row[]; page: number; total: number; totalPages: number };
const rows = (from: number, to: number): Row[] => Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }));

/** An API of `total` rows, 10 a page, recording what it is asked. */
function pagedApi(total: number) {
  const asked: { page: number; search: string | null; status: string | null }[] = [];
  const totalPages = Math.max(1, Math.ceil(total / 10));
  const fetch = jest.fn(async (query: (typeof asked)[number]) => {
    asked.push(query);
    const first = (query.page - 1) * 10 + 1;
    return { rows: rows(first, Math.min(first + 9, total)), page: query.page, total, totalPages };
  });
  return { asked, fetch };
}

let list: ListController<Row, 'status', unknown>;
let back: () => void;

function renderList(url: string, useList: () => ListController<Row, 'status', unknown>) {
  function Probe() {
    list = useList();
    const navigate = useNavigate();
    back = () => navigate(-1);
    return <CurrentUrl />;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/start', url]} initialIndex={1}>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const url = () => screen.getByTestId('current-url').textContent;

describe('useListController, a list the API pages', () => {
  const serverList = (api: ReturnType<typeof pagedApi>) => () =>
    useListController<Row, 'status', { page: number; search: string | null; status: string | null }, Answer>({
      filterKeys: ['status'],
      query: ({ page, search, filters }) => ({ page, search: search || null, status: filters.status || null }),
      queryKey: (query) => ['rows', 'list', query],
      fetch: api.fetch,
      toPage: pageOf<'rows', Row>('rows'),
      totalLabel: (total) => `${total} filas`,
    });

  it('asks for what the URL says and gives the table its rows and pager', async () => {
    const api = pagedApi(25);
    renderList('/list?page=2&search=ana&status=open', serverList(api));
    await waitFor(() => expect(list.data?.rows).toEqual(rows(11, 20)));
    expect(api.asked).toEqual([{ page: 2, search: 'ana', status: 'open' }]);
    expect(list.query).toEqual({ page: 2, search: 'ana', status: 'open' });
    const { pagination, dataSource, loading, error } = list.tableProps;
    expect({ dataSource, loading, error }).toEqual({ dataSource: rows(11, 20), loading: false, error: undefined });
    expect(pagination).toMatchObject({ current: 2, pageSize: 10, total: 30 });
    expect((pagination as TablePaginationConfig).showTotal?.(25, [11, 20])).toBe('25 filas');
  });

  it('moves to another page from the pager, as a history entry of its own, keeping the shown page meanwhile', async () => {
    const api = pagedApi(25);
    renderList('/list', serverList(api));
    await waitFor(() => expect(list.data?.rows).toEqual(rows(1, 10)));
    act(() => (list.tableProps.pagination as TablePaginationConfig).onChange?.(3, 10));
    expect(url()).toBe('/list?page=3');
    expect(list.data?.rows).toEqual(rows(1, 10));
    await waitFor(() => expect(list.data?.rows).toEqual(rows(21, 25)));
    act(() => back());
    expect(url()).toBe('/list');
  });

  it('replaces a page past the last one by the last one, without a history entry of its own', async () => {
    const api = pagedApi(25);
    renderList('/list?page=9', serverList(api));
    await waitFor(() => expect(url()).toBe('/list?page=3'));
    await waitFor(() => expect(list.data?.rows).toEqual(rows(21, 25)));
    expect(api.asked.map((query) => query.page)).toEqual([9, 3]);
    act(() => back());
    expect(url()).toBe('/start');
  });

  it('shows no pager without rows, and the error with a retry that asks again', async () => {
    const api = pagedApi(0);
    api.fetch.mockRejectedValueOnce(new Error('El servicio no está disponible.'));
    renderList('/list', serverList(api));
    await waitFor(() => expect(list.tableProps.error).toEqual(new Error('El servicio no está disponible.')));
    act(() => list.tableProps.onRetry());
    await waitFor(() => expect(list.tableProps.error).toBeUndefined());
    expect(list.tableProps.pagination).toBe(false);
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('useListController, a list the API answers whole', () => {
  const wholeList =
    (all: Row[], fetch = jest.fn(async (_: { status: string | null }) => all)) =>
    () =>
      useListController<Row, 'status', { status: string | null }, Row[]>({
        filterKeys: ['status'],
        query: ({ filters }) => ({ status: filters.status || null }),
        queryKey: (query) => ['all-rows', query],
        fetch,
        toRows: (answer) => answer,
        pageSize: 20,
      });

  it('pages it here, asking once whatever the page', async () => {
    const fetch = jest.fn(async (_: { status: string | null }) => rows(1, 25));
    renderList('/list?page=2', wholeList(rows(1, 25), fetch));
    await waitFor(() => expect(list.data).toEqual({ rows: rows(21, 25), page: 2, total: 25, totalPages: 2 }));
    act(() => list.setPage(1));
    expect(list.data?.rows).toEqual(rows(1, 20));
    expect(list.tableProps.pagination).toMatchObject({ current: 1, pageSize: 20, total: 40 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the last page for one past it, and corrects the URL', async () => {
    renderList('/list?page=4&status=open', wholeList(rows(1, 3)));
    await waitFor(() => expect(url()).toBe('/list?status=open'));
    expect(list.data).toEqual({ rows: rows(1, 3), page: 1, total: 3, totalPages: 1 });
  });
});
