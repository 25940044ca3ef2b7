import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { PUBLIC_INFO_KINDS, type PublicInfoKind } from './kinds';

const TEXTS: Record<PublicInfoKind, { title: string; subTitle: string }> = {
  register: {
    title: 'Registro de cuentas',
    subTitle: 'Las cuentas del personal las crea un administrador. Pide a tu administrador que te registre.',
  },
  'forgot-password': {
    title: '¿Olvidaste tu contraseña?',
    subTitle: 'Las contraseñas las restablece un administrador. Contacta a tu administrador para recuperar el acceso.',
  },
  terms: {
    title: 'Términos de uso',
    subTitle:
      'El back-office es para uso exclusivo del personal autorizado de la banca. Cada acceso es personal e intransferible, y las operaciones quedan registradas a nombre de quien las realiza.',
  },
  privacy: {
    title: 'Política de privacidad',
    subTitle:
      'Los datos de usuarios, vendedores y ventas se usan solo para operar la banca. No se comparten con terceros y cada rol ve únicamente la información que le corresponde.',
  },
  help: {
    title: 'Ayuda',
    subTitle:
      '¿No puedes ingresar o tu cuenta está bloqueada? Tu administrador puede desbloquearla o restablecer tu contraseña. Para cualquier otra duda, escríbele desde Mensajes una vez dentro.',
  },
};

export { PUBLIC_INFO_KINDS, type PublicInfoKind };

/** Public pages that tell staff how accounts work and what the rules are; they need no session. */
export default function PublicInfoPage({ kind }: { kind: PublicInfoKind }) {
  return (
    <Result
      status="info"
      {...TEXTS[kind]}
      style={{ maxWidth: 640, margin: '10vh auto 0', padding: '0 16px' }}
      extra={
        <Link to="/login">
          <Button type="primary">Volver al inicio de sesión</Button>
        </Link>
      }
    />
  );
}
