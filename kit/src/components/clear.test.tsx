import { Select } from 'antd';
import { render, screen, userEvent } from '../testing';
import { SELECT_CLEAR } from './clear';
import { ListSearch } from './ListSearch';

describe('clear buttons', () => {
  it('a search box’s clear button is "Limpiar", not its icon’s name', async () => {
    render(<ListSearch value="" onSearch={() => undefined} label="Buscar" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), 'ana');
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close|clear/i })).not.toBeInTheDocument();
  });

  it('a select’s clear button is "Limpiar", not "Clear"', () => {
    render(<Select aria-label="Estado" allowClear={SELECT_CLEAR} value="open" options={[{ value: 'open', label: 'Abierto' }]} />);
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /clear/i })).not.toBeInTheDocument();
  });
});
