import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CurrentUrl } from '../../testing';
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
