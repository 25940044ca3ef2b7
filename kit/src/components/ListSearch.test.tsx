import { useState } from 'react';
import { act, render, screen, userEvent } from '../testing';
import { ListSearch } from './ListSearch';

/** The box with its applied search kept by the parent, as the URL keeps it in a page. */
function Harness({ onSearch }: { onSearch: (search: string) => void }) {
  const [search, setSearch] = useState('');
  return (
    <ListSearch
      value={search}
      label="Buscar"
      onSearch={(next) => {
        onSearch(next);
        setSearch(next);
      }}
    />
  );
}

describe('ListSearch', () => {
  it('applies the search at once on Enter, trimmed, and only once', async () => {
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), ' ana {Enter}');
    expect(onSearch).toHaveBeenCalledWith('ana');
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    // The debounced value is the applied one by now: nothing more is sent.
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a search changed from outside (Back/Forward) without sending it again', async () => {
    const onSearch = jest.fn();
    const { rerender } = render(<ListSearch value="ana" onSearch={onSearch} label="Buscar" />);
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('ana');
    rerender(<ListSearch value="luis" onSearch={onSearch} label="Buscar" />);
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('luis');
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
