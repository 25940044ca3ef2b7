import { signOut } from '@banca/shared-auth';
import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * "Cerrar sesión" asks first: only on confirm is the session revoked
 * and the user taken to /login; cancelling leaves everything as it was.
 */
export function useLogout(): () => void {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return useCallback(() => {
    modal.confirm({
      title: 'Confirmar cierre de sesión',
      content: '¿Estás seguro de que deseas cerrar sesión?',
      okText: 'Cerrar sesión',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: async () => {
        await signOut();
        // Replaces the guard's own redirect, so signing in again starts at '/', not where we left.
        navigate('/login', { replace: true });
      },
    });
  }, [modal, navigate]);
}
