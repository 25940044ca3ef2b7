import { useState } from 'react';
import { fastUser, pickOption, render, screen, waitFor } from '../testing';
import { SearchSelect, type SearchOption } from './SearchSelect';

const ALL: SearchOption[] = [
  { value: 1, label: 'Agencia La Fortuna', description: 'Caracas - Chacao' },
  { value: 2, label: 'Agencia El Ávila', description: 'Caracas - El Hatillo' },
];
const searches: string[] = [];

/** What the server would answer: the options whose label holds the search. */
function useOptions(search: string) {
  searches.push(search);
  return { options: ALL.filter((option) => option.label.toLowerCase().includes(search.toLowerCase())), loading: false };
}

function Harness({ selected, exclude }: { selected?: SearchOption; exclude?: (option: SearchOption) => boolean }) {
  const [value, setValue] = useState<number | null>(selected?.value ?? null);
  return (
    <>
      <SearchSelect aria-label="Taquilla" useOptions={useOptions} value={value} onChange={setValue} selected={selected} exclude={exclude} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

beforeEach(() => {
  searches.length = 0;
});

describe('SearchSelect', () => {
  it('asks for what is typed once it settles, offers what comes back and keeps the chosen label', async () => {
    const user = fastUser();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Taquilla' });
    await user.click(box);
    await user.paste('ávila');
    await waitFor(() => expect(searches).toContain('ávila'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Agencia La Fortuna"]')).toBeNull());
    expect(screen.getByText('Caracas - El Hatillo')).toBeInTheDocument();
    await pickOption(box, 'Agencia El Ávila', undefined, user);
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    // The search is cleared when the list closes; the chosen option keeps its label.
    await waitFor(() => expect(searches.at(-1)).toBe(''));
    expect(document.querySelector('.ant-select-content')).toHaveAttribute('title', 'Agencia El Ávila');
  });

  it('shows the label of a value the options do not hold, and leaves out excluded options', async () => {
    const user = fastUser();
    render(<Harness selected={{ value: 9, label: 'Taquilla Vieja' }} exclude={(option) => option.value === 1} />);
    expect(document.querySelector('.ant-select-content')).toHaveAttribute('title', 'Taquilla Vieja');
    await user.click(screen.getByRole('combobox', { name: 'Taquilla' }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Agencia El Ávila"]')).not.toBeNull());
    expect(document.querySelector('.ant-select-item-option[title="Agencia La Fortuna"]')).toBeNull();
  });
});
