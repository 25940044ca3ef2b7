import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authStore } from '../store';
import { RequireAuth } from './RequireAuth';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>Página de inicio de sesión</p>} />
        <Route element={<RequireAuth />}>
          <Route path="/admin/users" element={<p>Usuarios protegidos</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => authStore.getState().clearSession());

describe('RequireAuth', () => {
  it('sends a visitor without a token to /login', () => {
    renderAt('/admin/users');
    expect(screen.getByText('Página de inicio de sesión')).toBeInTheDocument();
  });

  it('shows the page with a token, and leaves for /login when the token is lost', () => {
    authStore.getState().setSession('tok');
    renderAt('/admin/users');
    expect(screen.getByText('Usuarios protegidos')).toBeInTheDocument();
    act(() => authStore.getState().clearSession());
    expect(screen.getByText('Página de inicio de sesión')).toBeInTheDocument();
  });
});
