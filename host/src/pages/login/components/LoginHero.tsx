import { BarChartOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Brand } from '../../../layout/components/Brand';

export const HEADLINE = 'Apuesta de forma más inteligente. Vende más rápido.';

const BENEFITS = [
  { icon: ThunderboltOutlined, text: 'Vende en segundos: sorteos, juegos y tickets en un solo lugar.' },
  { icon: BarChartOutlined, text: 'Apuesta con datos: ventas y premios de cada taquilla al día.' },
  { icon: SafetyCertificateOutlined, text: 'Control total de usuarios, vendedores y taquillas.' },
];

/** The product pitch beside the form on desktop (hidden on a phone by the page's stylesheet). */
export function LoginHero() {
  return (
    <aside className="login-hero" aria-label="Presentación">
      <div className="login-hero-brand">
        <Brand />
      </div>
      <div className="login-hero-pitch">
        <p className="login-headline">{HEADLINE}</p>
        <p className="login-hero-lead">El back-office de tu banca de lotería y apuestas.</p>
        <ul className="login-benefits">
          {BENEFITS.map(({ icon: Icon, text }) => (
            <li key={text}>
              <span className="login-benefit-icon">
                <Icon aria-hidden />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
      <p className="login-copyright">© {new Date().getFullYear()} Todos los derechos reservados</p>
    </aside>
  );
}
