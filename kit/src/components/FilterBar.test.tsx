import { fastUser, renderPage, screen } from '../testing';
import { FilterBar } from './FilterBar';

describe('FilterBar', () => {
  it('shows its fields and clears them with «Limpiar filtros», disabled while none is set', async () => {
    const onClear = jest.fn();
    const { rerender } = renderPage(
      <FilterBar active={false} onClear={onClear}>
        <input aria-label="Número" />
      </FilterBar>,
    );
    expect(screen.getByRole('textbox', { name: 'Número' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();

    rerender(
      <FilterBar active onClear={onClear}>
        <input aria-label="Número" />
      </FilterBar>,
    );
    await fastUser().click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
