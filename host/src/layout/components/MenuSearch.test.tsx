import { answer, fireEvent, mockFetch, renderPage, screen, waitFor } from '@banca/kit/testing';
import { resetEnvironment, signInAs } from '../../test/environment';
import { ADMIN_MENU, profileOf } from '../../test/fixtures';
import { MenuSearch } from './MenuSearch';

beforeEach(() => {
  resetEnvironment();
  signInAs(profileOf('admin'));
  mockFetch(answer('GET', 'v1/auth/menu', ADMIN_MENU));
});

const optionLabels = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);

async function search(text: string) {
  renderPage(<MenuSearch />, { route: '/', path: '/' });
  const box = screen.getByPlaceholderText('Search...');
  // the menu has to be there before anything can be found
  await waitFor(() => {
    fireEvent.change(box, { target: { value: text } });
    expect(document.querySelector('.ant-select-item-option')).toBeInTheDocument();
  });
  return box;
}

describe('MenuSearch', () => {
  it('finds the pages of the menu by name, with their section', async () => {
    await search('vend');
    expect(optionLabels()).toEqual(['VendedoresAdministración', 'Ventas por vendedorAnálisis']);
  });

  it('ignores accents and case', async () => {
    await search('JERARQUIA');
    expect(optionLabels()).toEqual(['Jerarquía de UsuariosAnálisis']);
  });

  it('goes to the chosen page', async () => {
    await search('taquillas');
    fireEvent.click(document.querySelector('.ant-select-item-option')!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/booths');
  });

  it('goes to the first match on Enter', async () => {
    const box = await search('ventas por juego');
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByTestId('location')).toHaveTextContent('/reports/reports?group_by=game');
  });
});
