import { renderPage } from '@banca/shared-auth/src/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { loadRemotePage } from './loadRemotePage';
import { RemotePage } from './RemotePage';

jest.mock('./loadRemotePage', () => ({ loadRemotePage: jest.fn() }));
const load = jest.mocked(loadRemotePage);

beforeEach(() => load.mockReset());

describe('RemotePage', () => {
  it('shows "Módulo no disponible" when the remote cannot be loaded, and "Reintentar" asks again', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(() => <p>Lista de usuarios</p>);
    renderPage(<RemotePage remote="users" module="UsersPage" />);
    expect(await screen.findByText('Módulo no disponible')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Lista de usuarios')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ remote: 'users', module: 'UsersPage' }, true);
  });

  it('shows the fallback when the loaded page fails while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue(() => {
      throw new Error('boom');
    });
    renderPage(<RemotePage remote="catalog" module="DrawsPage" />);
    expect(await screen.findByText('Módulo no disponible')).toBeInTheDocument();
  });
});
