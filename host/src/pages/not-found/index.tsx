import { Button, Result, theme, Typography } from 'antd';
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
      // The page's one level-1 heading: the shell has no title for an unknown path.
      title={
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          Página no encontrada
        </Typography.Title>
      }
      subTitle="La página que buscas no existe o fue movida."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Volver al inicio
        </Button>
      }
    />
  );
}
