import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { CurrentUrl } from '../testing';
import { useDebouncedField } from './useDebouncedField';
import { useDebouncedValue } from './useDebouncedValue';
import { useIdParam } from './useIdParam';
import { useListParams, type ListParams } from './useListParams';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the value once it has not changed for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    rerender({ value: 'a' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'an' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('an');
  });
});

describe('useDebouncedField', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('commits the normalized draft after the pause, once, and follows a committed value changed from outside', () => {
    const commit = jest.fn();
    const trim = (text: string) => text.trim();
    const { result, rerender } = renderHook(({ committed }) => useDebouncedField(committed, commit, { normalize: trim }), {
      initialProps: { committed: '' },
    });
    act(() => result.current[1]('ana '));
    act(() => jest.advanceTimersByTime(299));
    expect(commit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledWith('ana');
    // The page commits it; the draft keeps its trailing space (the user is still typing).
    rerender({ committed: 'ana' });
    expect(result.current[0]).toBe('ana ');
    // Cleared from outside ('Limpiar filtros', Back): the field shows it, nothing is committed again.
    rerender({ committed: '' });
    expect(result.current[0]).toBe('');
    act(() => jest.advanceTimersByTime(300));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('commits at once on flush, and not again after the pause', () => {
    const commit = jest.fn();
    const { result, rerender } = renderHook(({ committed }) => useDebouncedField<number | null>(committed, commit), {
      initialProps: { committed: null as number | null },
    });
    act(() => result.current[1](500));
    act(() => result.current[2]());
    expect(commit).toHaveBeenCalledWith(500);
    rerender({ committed: 500 });
    act(() => jest.advanceTimersByTime(300));
    expect(commit).toHaveBeenCalledTimes(1);
  });
});

describe('useListParams', () => {
  let params: ListParams;
  function Probe() {
    params = useListParams();
    return <CurrentUrl />;
  }
  const renderAt = (route: string) =>
    render(
      <MemoryRouter initialEntries={[route]}>
        <Probe />
      </MemoryRouter>,
    );

  it('reads page and search, with page 1 and no search by default or for unusable values', () => {
    renderAt('/list?page=4&search=%20ana%20');
    expect(params).toMatchObject({ page: 4, search: 'ana' });
    for (const route of ['/list', '/list?page=0', '/list?page=-2', '/list?page=2.5', '/list?page=x']) {
      const { unmount } = renderAt(route);
      expect(params).toMatchObject({ page: 1, search: '' });
      unmount();
    }
  });

  it('writes the page, leaving page 1 and empty searches out of the URL and keeping other parameters', () => {
    renderAt('/list?booth_id=3&search=ana');
    act(() => params.setPage(2));
    expect(screen.getByTestId('current-url')).toHaveTextContent('/list?booth_id=3&search=ana&page=2');
    act(() => params.setPage(1));
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/list\?booth_id=3&search=ana$/);
  });

  it('reads and writes the list’s filters, starting again at page 1; clear drops search, filters and page', () => {
    let filtered: ListParams<'status' | 'date'>;
    function Filtered() {
      filtered = useListParams(['status', 'date']);
      return <CurrentUrl />;
    }
    render(
      <MemoryRouter initialEntries={['/list?page=3&status=%20active%20&booth=7&search=ana']}>
        <Filtered />
      </MemoryRouter>,
    );
    expect(filtered!.filters).toEqual({ status: 'active', date: '' });
    act(() => filtered.setFilters({ date: '2026-11-20', status: null }));
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/list\?booth=7&search=ana&date=2026-11-20$/);
    expect(filtered!.filters).toEqual({ status: '', date: '2026-11-20' });
    act(() => filtered.clear());
    // `booth` is not one of this list's filters (an open dialog, another owner): it stays.
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/list\?booth=7$/);
  });

  it('makes a page a history entry of its own, and replaces the entry for a search or a filter', () => {
    let back: () => void = () => undefined;
    function WithBack() {
      params = useListParams();
      const navigate = useNavigate();
      back = () => navigate(-1);
      return <CurrentUrl />;
    }
    render(
      <MemoryRouter initialEntries={['/list']}>
        <WithBack />
      </MemoryRouter>,
    );
    act(() => params.setPage(2));
    act(() => params.setPage(3));
    act(() => params.setSearch('ana'));
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/list\?search=ana$/);
    act(() => back());
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/list\?page=2$/);
  });

  it('starts a new search at page 1', () => {
    renderAt('/list?page=3');
    act(() => params.setSearch('  luis '));
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/list\?search=luis$/);
    act(() => params.setSearch(''));
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/list$/);
  });
});

describe('useIdParam', () => {
  const wrapperAt =
    (route: string) =>
    ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;

  it('gives a positive integer id, or null', () => {
    const idAt = (route: string) => renderHook(() => useIdParam(), { wrapper: wrapperAt(route) }).result.current;
    expect(idAt('/d?id=12')).toBe(12);
    expect(idAt('/d?id=2147483647')).toBe(2147483647);
    for (const route of ['/d', '/d?id=', '/d?id=0', '/d?id=-1', '/d?id=1.5', '/d?id=1e3', '/d?id=abc', '/d?id=2147483648']) {
      expect(idAt(route)).toBeNull();
    }
  });
});
