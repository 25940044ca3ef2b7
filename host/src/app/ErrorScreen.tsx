import { Button, Result } from 'antd';

/** What AppErrorBoundary shows: try again, or go back to the start. */
export default function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="500"
      title="Algo salió mal"
      subTitle="Ocurrió un error inesperado. Puedes volver al inicio o intentar nuevamente."
      extra={[
        <Button key="retry" onClick={onRetry}>
          Intentar nuevamente
        </Button>,
        <Button key="home" type="primary" onClick={() => window.location.assign('/')}>
          Volver al inicio
        </Button>,
      ]}
    />
  );
}
