import { BarChartOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Flex, theme, Typography } from 'antd';
import { Brand } from '../../../layout/components/Brand';

export const HEADLINE = 'Apuesta de forma más inteligente. Vende más rápido.';

const BENEFITS = [
  { icon: ThunderboltOutlined, text: 'Vende en segundos: sorteos, juegos y tickets en un solo lugar.' },
  { icon: BarChartOutlined, text: 'Apuesta con datos: ventas y premios de cada taquilla al día.' },
  { icon: SafetyCertificateOutlined, text: 'Control total de usuarios, vendedores y taquillas.' },
];

/** The product pitch beside the form on desktop. */
export function LoginHero() {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      justify="space-between"
      style={{
        height: '100%',
        padding: '48px 56px',
        color: '#fff',
        background: `radial-gradient(circle at 20% 10%, rgba(255,255,255,0.10), transparent 45%), linear-gradient(145deg, ${token.colorPrimary} 0%, #0a4a3a 100%)`,
      }}
    >
      <div style={{ background: '#fff', borderRadius: 12, alignSelf: 'flex-start', paddingRight: 8 }}>
        <Brand />
      </div>
      <div style={{ maxWidth: 480 }}>
        <Typography.Title level={1} style={{ color: '#fff', fontSize: 40, lineHeight: 1.15, marginBottom: 16 }}>
          {HEADLINE}
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', fontSize: 16, marginBottom: 32 }}>
          El back-office de tu banca de lotería y apuestas.
        </Typography.Paragraph>
        <Flex vertical gap={16} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {BENEFITS.map(({ icon: Icon, text }) => (
            <Flex key={text} component="li" align="center" gap={12} style={{ fontSize: 15 }}>
              <span
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: 36,
                  height: 36,
                  borderRadius: 10,
                  background: 'rgba(255,255,255,0.14)',
                  flexShrink: 0,
                }}
              >
                <Icon aria-hidden />
              </span>
              {text}
            </Flex>
          ))}
        </Flex>
      </div>
      <Typography.Text style={{ color: 'rgba(255,255,255,0.6)', fontSize: 12 }}>
        © {new Date().getFullYear()} Todos los derechos reservados
      </Typography.Text>
    </Flex>
  );
}
