import { BarChartOutlined, CalendarOutlined, FileTextOutlined, ShopOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { accessFor, type Access } from '@banca/shared-auth';
import type { Role } from '@banca/contracts';
import { Card, Col, Flex, Row, theme, Typography } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { tint } from '../../../theme';

interface Tile {
  label: string;
  description: string;
  path: string;
  icon: ComponentType;
  /** Which capability opens it; none means every role (draws, games, tickets, reports). */
  requires?: keyof Access;
}

/** The six numbered landing tiles, in their order; their /admin/* paths redirect to the real pages. */
const TILES: Tile[] = [
  { label: 'Sorteos', description: 'Programación y resultados', path: '/admin/draws', icon: CalendarOutlined },
  { label: 'Juegos', description: 'Módulos y tipos de jugada', path: '/admin/games', icon: TrophyOutlined },
  { label: 'Tickets', description: 'Ventas y premios', path: '/admin/tickets', icon: FileTextOutlined },
  { label: 'Usuarios', description: 'Cuentas del personal', path: '/admin/users', icon: TeamOutlined, requires: 'viewUsers' },
  { label: 'Taquillas', description: 'Agencias y vendedores', path: '/admin/booths', icon: ShopOutlined, requires: 'viewBooths' },
  { label: 'Reportes', description: 'Ventas por taquilla, vendedor y juego', path: '/admin/reports', icon: BarChartOutlined },
];

function tilesFor(role: Role | null | undefined): Tile[] {
  const access = accessFor(role);
  return TILES.filter((tile) => !tile.requires || access[tile.requires]);
}

/** Numbered shortcuts to the sections the signed-in role may open. */
export function NavigationTiles({ role }: { role: Role | null | undefined }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]} role="list" aria-label="Accesos directos">
      {tilesFor(role).map((tile, index) => (
        <Col key={tile.path} xs={12} md={8} xl={4} role="listitem">
          {/* Named by what it shows (label and description); the number is decoration. */}
          <Link to={tile.path} style={{ display: 'block', height: '100%' }}>
            <Card hoverable size="small" style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
              <Flex justify="space-between" align="flex-start" style={{ marginBottom: 12 }}>
                <span
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    width: 40,
                    height: 40,
                    borderRadius: 10,
                    fontSize: 20,
                    color: token.colorPrimary,
                    background: tint(token.colorPrimary, 0.1),
                  }}
                >
                  <tile.icon aria-hidden />
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 22, fontWeight: 600, lineHeight: 1 }} aria-hidden>
                  {index + 1}
                </Typography.Text>
              </Flex>
              <Typography.Text strong style={{ display: 'block', fontSize: 15 }}>
                {tile.label}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {tile.description}
              </Typography.Text>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
