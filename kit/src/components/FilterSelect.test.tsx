import { pickOption, renderPage, screen } from '../testing';
import { FilterSelect } from './FilterSelect';

const DRAWS = [
  { value: 7, label: 'Lotería Nacional 16:00' },
  { value: 9, label: 'Lotería Nacional 19:00' },
];

describe('FilterSelect', () => {
  it('is named by its label and answers the id picked', async () => {
    const onChange = jest.fn();
    renderPage(<FilterSelect label="Sorteo" options={DRAWS} value={null} onChange={onChange} />);
    await pickOption(screen.getByRole('combobox', { name: 'Sorteo' }), 'Lotería Nacional 19:00');
    expect(onChange).toHaveBeenCalledWith(9);
  });

  it('shows the record chosen, and "all" (null) as its placeholder', () => {
    const { unmount } = renderPage(<FilterSelect label="Sorteo" options={DRAWS} value={7} onChange={jest.fn()} />);
    expect(screen.getByText('Lotería Nacional 16:00')).toBeInTheDocument();
    unmount();
    renderPage(<FilterSelect label="Sorteo" options={DRAWS} value={null} onChange={jest.fn()} />);
    expect(screen.getByText('Sorteo')).toBeInTheDocument();
  });
});
