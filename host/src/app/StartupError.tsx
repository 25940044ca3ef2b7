import { Button, Result } from 'antd';

/** Shown when the runtime configuration cannot be loaded: nothing else can start without it. */
export function StartupError() {
  return (
    <Result
      status="error"
      title="No se pudo iniciar la aplicación"
      subTitle="No fue posible cargar la configuración. Revisa tu conexión e intenta nuevamente."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reintentar
        </Button>
      }
    />
  );
}
