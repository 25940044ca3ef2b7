import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

const TEXTS = {
  register: {
    title: 'Registro de cuentas',
    subTitle: 'Las cuentas del personal las crea un administrador. Pide a tu administrador que te registre.',
  },
  'forgot-password': {
    title: '¿Olvidaste tu contraseña?',
    subTitle: 'Las contraseñas las restablece un administrador. Contacta a tu administrador para recuperar el acceso.',
  },
} as const;

/** register and forgot-password: public pages that tell staff how accounts work (ARCHITECTURE.md 6). */
export default function PublicInfoPage({ kind }: { kind: keyof typeof TEXTS }) {
  return (
    <Result
      status="info"
      {...TEXTS[kind]}
      extra={
        <Link to="/login">
          <Button type="primary">Volver al inicio de sesión</Button>
        </Link>
      }
    />
  );
}
