import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuthStore } from '../store';

/** Every page but the public ones needs a token; without one (or once it is lost) → /login. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const accessToken = useAuthStore((s) => s.accessToken);
  const location = useLocation();
  if (!accessToken) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children ? children : <Outlet />;
}
