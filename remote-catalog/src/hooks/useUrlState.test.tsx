import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { toPositiveInt, useUrlState } from './useUrlState';

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      const location = useLocation();
      const [state, setState, reset] = useUrlState({ search: '', page: '1' });
      return { state, setState, reset, search: location.search };
    },
    { wrapper },
  );
}

describe('useUrlState', () => {
  it('reads the declared keys, with their defaults when absent', () => {
    const { result } = setup('/x?search=ana&other=1');
    expect(result.current.state).toEqual({ search: 'ana', page: '1' });
  });

  it('writes a patch, removes empty values and keeps keys it does not own', () => {
    const { result } = setup('/x?search=ana&other=1');
    act(() => result.current.setState({ page: 3, search: '' }));
    expect(result.current.search).toBe('?other=1&page=3');
    expect(result.current.state).toEqual({ search: '', page: '3' });
    act(() => result.current.reset());
    expect(result.current.search).toBe('?other=1');
  });
});

describe('toPositiveInt', () => {
  it('accepts only positive integers', () => {
    expect(toPositiveInt('12', 1)).toBe(12);
    expect(toPositiveInt('0', 1)).toBe(1);
    expect(toPositiveInt('-3', null)).toBeNull();
    expect(toPositiveInt('2.5', null)).toBeNull();
    expect(toPositiveInt('99999999999', null)).toBeNull();
    expect(toPositiveInt(null, 1)).toBe(1);
  });
});
