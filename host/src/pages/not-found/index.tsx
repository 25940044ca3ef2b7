import { Button, Result, theme } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * An unknown path inside the shell. Not antd's 404 illustration: its drawing carries an English
 * title ("No Found") that browsers show as a tooltip and screen readers read.
 */
export default function NotFoundPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <Result
      icon={
        <span aria-hidden style={{ fontSize: 72, fontWeight: 700, lineHeight: 1, color: token.colorPrimary }}>
          404
        </span>
      }
      title="Página no encontrada"
      subTitle="La página que buscas no existe o fue movida."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Volver al inicio
        </Button>
      }
    />
  );
}
