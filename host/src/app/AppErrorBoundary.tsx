import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/** The last line against a white screen: an unexpected error shows a way back. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => (
        <Result
          status="500"
          title="Algo salió mal"
          subTitle="Ocurrió un error inesperado. Puedes volver al inicio o intentar nuevamente."
          extra={[
            <Button key="retry" onClick={resetErrorBoundary}>
              Intentar nuevamente
            </Button>,
            <Button key="home" type="primary" onClick={() => window.location.assign('/')}>
              Volver al inicio
            </Button>,
          ]}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
